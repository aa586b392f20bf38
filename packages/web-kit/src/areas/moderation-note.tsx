import type { ReportModeration } from '@rescue/contracts';
import styled from 'styled-components';
import { Badge, stack } from '@rescue/web-kit';
import { areasText } from './areas-text';

/** What the reporter is told about a report the operator hid. */
export function hiddenNoteText(reason: string | null | undefined): string {
  return areasText.t('moderation.hiddenBecause', {
    reason: reason?.trim() || areasText.t('moderation.noReason'),
  });
}

/**
 * The operator's decision on a report, for its reporter: hidden (with the reason), or linked
 * as a duplicate of another report. Nothing when neither applies.
 */
export function ModerationNote({ moderation }: { moderation?: ReportModeration | null }) {
  const text = areasText.useText();
  if (!moderation || (!moderation.hidden && !moderation.duplicateOf)) return null;
  return (
    <Note role="note" aria-label={text('moderation.label')}>
      {moderation.hidden && (
        <Line>
          <Badge $tone="danger">{text('moderation.hidden')}</Badge>
          <span>{hiddenNoteText(moderation.hiddenReason)}</span>
        </Line>
      )}
      {moderation.duplicateOf && (
        <Line>
          <Badge $tone="info">{text('moderation.duplicate')}</Badge>
          <span>{text('moderation.duplicateNote')}</span>
        </Line>
      )}
    </Note>
  );
}

const Note = styled.div`
  ${stack(2)}
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 !important;
  overflow-wrap: anywhere;
`;
