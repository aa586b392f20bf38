import { Link } from '@rescue/router';
import styled from 'styled-components';
import { STATS } from '../utils/content';
import { publicText } from '../../../i18n/text';

/** 1000+ Animals Rescued, 24/7 Emergency Support, 50+ Partner NGOs, and a way to the figures. */
export function StatsStrip() {
  const text = publicText.useText();
  return (
    <Strip aria-labelledby="stats-title">
      <h2 id="stats-title">{text('home.stats.title')}</h2>
      <List>
        {STATS.map(({ value, label }) => (
          <li key={label}>
            <Value>{value}</Value> {text(label)}
          </li>
        ))}
      </List>
      <Link to="/impact">{text('home.stats.more')}</Link>
    </Strip>
  );
}

const Strip = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  text-align: center;
  h2 {
    margin-top: 0;
    color: #fff;
  }
  a {
    color: #fff;
    font-weight: 600;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Value = styled.strong`
  display: block;
  font-size: 2.25rem;
  color: #fff;
`;
