// The labels moved to the shared vocabulary (src/web/lib/vocabulary), which the history, the
// activity page and notices use too.
export {
  freightTypeLabels,
  historySourceLabels,
  indicatedLabel,
  orientationLabels,
  paymentMethodLabels,
  paymentStatusLabels,
  paymentTypeLabels,
  productTypeLabels,
  transactionStatusLabels,
  truckPossibleLabels,
  zoneTypeLabels,
} from '../../lib/vocabulary/enumLabels';
