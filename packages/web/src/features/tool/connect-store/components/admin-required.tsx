import type { Ref } from 'react';
import { LockKeyhole } from 'lucide-react';
import { Button, ButtonLink } from '../../../../components/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { pathFor } from '../../../../routes/paths.ts';
import { toolMessages } from '../../messages.ts';
import { connectMessages } from '../connect-store.messages.ts';

interface AdminRequiredProps {
  /** The session was there and the server dropped it (expired, logged out elsewhere). */
  sessionEnded: boolean;
  onChangeMode: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * What a visitor without an admin session sees instead of the form: a connection lets the server read and write a
 * store, so no public visitor may point it at one. The admin page (French, like the back office) signs in.
 */
export function AdminRequired({ sessionEnded, onChangeMode, headingRef }: AdminRequiredProps) {
  const t = useT(connectMessages);
  const tool = useT(toolMessages);
  return (
    <div className="tool-panel store-admin-required" data-testid="store-admin-required">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading store-heading-icon">
        <LockKeyhole aria-hidden="true" focusable="false" size={22} />
        {t.adminHeading}
      </h2>
      {sessionEnded ? (
        <p role="alert" className="tool-field-error">
          {t.sessionEnded}
        </p>
      ) : null}
      <p>{t.adminText}</p>
      <div className="tool-actions">
        <ButtonLink to={pathFor('admin', 'fr') ?? '/admin'}>{t.adminSignIn}</ButtonLink>
        <Button variant="ghost" onClick={onChangeMode}>
          {tool.changeMode}
        </Button>
      </div>
    </div>
  );
}
