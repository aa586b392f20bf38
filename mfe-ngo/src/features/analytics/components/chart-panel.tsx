import { useId } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@rescue/web-kit';
import { framedStack } from '@rescue/web-kit/areas';
import { chartRows, type ChartTable } from '../utils/charts';
import { downloadCsv } from '../utils/csv';
import { AnalyticsChart } from './analytics-chart';
import { ngoText } from '../../../i18n/text';

/**
 * One chart with its numbers: the drawing, a "Table" view (a real table, read by screen
 * readers and copyable) and "Download CSV" of exactly that table. `period` names the file.
 */
export function ChartPanel({ chart, period }: { chart: ChartTable; period: string }) {
  const text = ngoText.useText();
  const titleId = useId();
  const rows = chartRows(chart);
  const [header, ...body] = rows;
  const empty = chart.rows.length === 0;
  return (
    <Panel aria-labelledby={titleId} data-chart-panel={chart.id}>
      <Title id={titleId}>{chart.title}</Title>
      <Description>{chart.description}</Description>
      {empty ? (
        <Description>{text('chart.empty')}</Description>
      ) : (
        <>
          <AnalyticsChart chart={chart} />
          <Details>
            <summary>
              {text('chart.table')}
              <VisuallyHidden>{text('chart.tableOf', { title: chart.title })}</VisuallyHidden>
            </summary>
            <TableScroll>
              <Table>
                <caption>{chart.title}</caption>
                <thead>
                  <tr>
                    {header!.map((cell, index) => (
                      <th key={index} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {body.map((row, index) => (
                    <tr key={index}>
                      <th scope="row">{row[0]}</th>
                      {row.slice(1).map((cell, column) => (
                        <td key={column}>{cell ?? '–'}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </Details>
          <Actions>
            <Button
              variant="secondary"
              size="sm"
              aria-label={text('chart.downloadLabel', { title: chart.title })}
              onClick={() => downloadCsv(`${chart.id}-${period}.csv`, rows)}
            >
              {text('chart.download')}
            </Button>
          </Actions>
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  ${framedStack(3)}
  min-width: 0;
  background: ${({ theme }) => theme.colors.background};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.text.lg};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.text.sm};
`;

const Details = styled.details`
  & > summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.link};
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.text.sm};
  font-variant-numeric: tabular-nums;
  & caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  & th:first-child {
    text-align: left;
  }
  & thead th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  & tbody th {
    font-weight: 400;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
