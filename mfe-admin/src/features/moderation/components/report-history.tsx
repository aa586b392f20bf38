import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, useSession } from '@rescue/web-kit';
import { CaseTimeline } from '@rescue/web-kit/areas';
import { useCaseHistory } from '@rescue/web-kit/query';
import { adminText } from '../../../i18n/text';

/**
 * A report's case history as the operator reads it (hidden and shown again included), in the
 * kit's one timeline; asked for only when opened, as a page lists many reports.
 */
export function ReportHistory({ id }: { id: string }) {
  const text = adminText.useText();
  const [open, setOpen] = useState(false);
  const history = useCaseHistory(id, { enabled: open });
  const viewerId = useSession().user?.id;
  const panel = useId();
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? text('report.history.hide') : text('report.history.show')}
      </Button>
      <Panel id={panel} hidden={!open}>
        {open && <CaseTimeline history={history} viewerId={viewerId} />}
      </Panel>
    </div>
  );
}

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;
