// The pieces every console list is made of, so its cards look alike (a screen's title is the
// kit's PageHeader).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@rescue/web-kit';

/** A list of cards, one per row. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Buttons under a card's facts. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** A card's name line: the name and its badges. */
export const CardTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One record of a console list: an article named by its title, with the title's badges. */
export function RecordCard({
  id,
  title,
  badges,
  children,
}: {
  /** The title's element id, unique on the page. */
  id: string;
  title: ReactNode;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="article" aria-labelledby={id}>
      <CardTitle>
        <h3 id={id}>{title}</h3>
        {badges}
      </CardTitle>
      {children}
    </Card>
  );
}

/**
 * Restore for what was taken away, else the action that takes it away (outlined here, red in
 * its confirmation). Keyed: a new button, not the old one fading from one colour to the other.
 */
export function RestoreOrTake<Take extends string>({
  taken,
  take,
  labelOf,
  onAction,
}: {
  taken: boolean;
  take: Take;
  labelOf(action: Take | 'restore'): string;
  onAction(action: Take | 'restore'): void;
}) {
  return taken ? (
    <Button key="restore" onClick={() => onAction('restore')}>
      {labelOf('restore')}
    </Button>
  ) : (
    <Button key={take} variant="secondary" onClick={() => onAction(take)}>
      {labelOf(take)}
    </Button>
  );
}
