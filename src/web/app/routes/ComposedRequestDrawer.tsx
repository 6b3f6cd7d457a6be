import { RequestDrawer, type RequestDrawerProps } from '../../features/request-detail/RequestDrawer';
import { responsibleAction } from './responsibleActionSlot';

/**
 * The request drawer with what other features add to it wherever it opens: the change of
 * responsible. The payment forms are passed in by the pages that offer them.
 */
export function ComposedRequestDrawer(props: RequestDrawerProps) {
  return <RequestDrawer responsibleAction={responsibleAction} {...props} />;
}
