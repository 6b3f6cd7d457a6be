import { Button, Code, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../i18n/useT';

/**
 * The user agent a session's browser sent, exactly as sent, for the admin who needs it (a support
 * case, an unknown browser): behind a toggle, since people read the browser's name instead.
 */
export function UserAgentToggle({ userAgent, session }: { userAgent: string; session: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        size="compact-xs"
        variant="subtle"
        px={0}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? t('adminUsers.sessions.agent.hide') : t('adminUsers.sessions.agent.show')}{' '}
        <VisuallyHidden>{t('adminUsers.sessions.agent.of', { session })}</VisuallyHidden>
      </Button>
      {open && (
        <Code id={id} block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {userAgent}
        </Code>
      )}
    </div>
  );
}
