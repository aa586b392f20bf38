import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ModerationItem } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  answerDecision,
  findToast,
  loginAs,
  renderAdmin,
  report,
  serveListBy,
} from '../../../testing/render-admin';

beforeEach(() => loginAs('admin'));

const serveReports = (byView: Record<string, ModerationItem[]>) =>
  serveListBy('/api/admin/reports', 'view', byView);

/** A report the operator hid as spam. */
const hiddenReport = () =>
  report({
    moderation: {
      hidden: true,
      hiddenReason: 'Spam',
      hiddenAt: '2026-11-21T10:00:00.000Z',
      duplicateOf: null,
    },
  });

const card = (id: string) => screen.getByRole('article', { name: `Report #${id.slice(-6)}` });

test('recent reports show photo, description, place, reporter, date and flags with reasons', async () => {
  const flagged = report({
    photo: 'dog-1.jpg',
    description: 'DONATE NOW via UPI to save this dog',
    flags: [
      {
        by: 'n1'.padEnd(24, '0'),
        byName: 'Paws Trust',
        reason: 'Asks for money',
        at: '2026-11-21T09:00:00.000Z',
      },
    ],
  });
  const asked = serveReports({ recent: [flagged, report({ photo: null })] });
  renderAdmin('/admin/reports');
  await screen.findAllByRole('heading', { name: /^Report #/ });
  expect(asked).toEqual(['recent']);
  const item = card(flagged._id);
  const photo = within(item).getByRole('img', {
    name: `Photo of report #${flagged._id.slice(-6)}`,
  });
  expect(photo).toHaveAttribute(
    'src',
    `${window.location.origin}/api/uploads/dog-1.jpg?size=thumb`,
  );
  expect(within(item).getByText('DONATE NOW via UPI to save this dog')).toBeInTheDocument();
  expect(within(item).getByText('Pune')).toBeInTheDocument();
  expect(within(item).getByText('4 Station Road')).toBeInTheDocument();
  expect(within(item).getByText('Ravi Kumar')).toBeInTheDocument();
  expect(within(item).getByText('1 flag')).toBeInTheDocument();
  const flags = within(item).getByRole('list', { name: 'Flags' });
  expect(flags).toHaveTextContent('Paws Trust flagged it');
  expect(flags).toHaveTextContent('Asks for money');
  expect(within(item).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
});

test('the flagged and hidden views are asked for by name', async () => {
  const hidden = hiddenReport();
  const asked = serveReports({ hidden: [hidden] });
  const { user, currentPath } = renderAdmin('/admin/reports');
  await screen.findByText('No reports yet');
  const tabs = screen.getByRole('group', { name: 'Show reports' });
  await user.click(within(tabs).getByRole('button', { name: 'Flagged' }));
  await screen.findByText('No flagged reports');
  await user.click(within(tabs).getByRole('button', { name: 'Hidden' }));
  await screen.findByRole('heading', { name: `Report #${hidden._id.slice(-6)}` });
  expect(currentPath()).toBe('/admin/reports?view=hidden');
  expect(asked).toEqual(['recent', 'flagged', 'hidden']);
  expect(within(card(hidden._id)).getByText(/: Spam$/)).toBeInTheDocument();
  expect(within(card(hidden._id)).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
});

test('Hide asks why, sends the reason and marks the report hidden', async () => {
  const abusive = report({ description: 'Abusive text' });
  serveReports({ recent: [abusive] });
  const bodies = answerDecision(`/api/admin/reports/${abusive._id}/hide`, {
    success: true,
    message: 'The report is hidden',
    report: {
      ...abusive,
      moderation: {
        hidden: true,
        hiddenReason: 'Abusive',
        hiddenAt: '2026-11-22T10:00:00.000Z',
        duplicateOf: null,
      },
    },
  });
  const { user } = renderAdmin('/admin/reports');
  await screen.findByText('Abusive text');
  await user.click(within(card(abusive._id)).getByRole('button', { name: 'Hide' }));
  const dialog = screen.getByRole('dialog', { name: `Hide report #${abusive._id.slice(-6)}?` });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Abusive');
  await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
  expect(await findToast('The report is hidden')).toBeInTheDocument();
  expect(bodies).toEqual([{ reason: 'Abusive' }]);
  const item = card(abusive._id);
  expect(within(item).getByText('Hidden', { selector: 'span' })).toBeInTheDocument();
  expect(within(item).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
});

test('Restore in the hidden view takes the report out of it', async () => {
  const hidden = hiddenReport();
  serveReports({ hidden: [hidden] });
  const calls: string[] = [];
  server.use(
    http.post(apiPath(`/api/admin/reports/${hidden._id}/restore`), () => {
      calls.push('restore');
      return HttpResponse.json({
        success: true,
        message: 'The report is shown again',
        report: {
          ...hidden,
          moderation: { ...hidden.moderation, hidden: false, hiddenReason: null },
        },
      });
    }),
  );
  const { user } = renderAdmin('/admin/reports?view=hidden');
  await screen.findByRole('heading', { name: `Report #${hidden._id.slice(-6)}` });
  await user.click(within(card(hidden._id)).getByRole('button', { name: 'Restore' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
  expect(await findToast('The report is shown again')).toBeInTheDocument();
  expect(calls).toEqual(['restore']);
  expect(screen.getByText('No hidden reports')).toBeInTheDocument();
});

test('"Duplicate of" links a report to one of its city\'s, nearest first, and can be undone', async () => {
  const original = report({
    description: 'Injured dog near the station',
    createdAt: '2026-11-20T08:00:00.000Z',
  });
  const repeat = report({ description: 'Same dog again' });
  const cityOnly = report({ description: 'A dog somewhere in Pune' });
  serveReports({ recent: [repeat, original] });
  const bodies: unknown[] = [];
  server.use(
    // The server picks the candidates (its city, nearest first: issue 33), not the list shown.
    http.get(apiPath(`/api/admin/reports/${repeat._id}/duplicate-candidates`), () =>
      HttpResponse.json({
        data: [
          { ...original, distanceM: 350 },
          { ...cityOnly, distanceM: null },
        ],
      }),
    ),
    http.put(apiPath(`/api/admin/reports/${repeat._id}/duplicate-of`), async ({ request }) => {
      const body = (await request.json()) as { of: string | null };
      bodies.push(body);
      return HttpResponse.json({
        success: true,
        message: body.of ? 'The report is linked' : 'The report is unlinked',
        report: { ...repeat, moderation: { ...repeat.moderation, duplicateOf: body.of } },
      });
    }),
  );
  const { user } = renderAdmin('/admin/reports');
  await screen.findByText('Same dog again');
  await user.click(within(card(repeat._id)).getByRole('button', { name: 'Duplicate of…' }));
  const dialog = screen.getByRole('dialog');
  // Nothing chosen: nothing sent.
  await user.click(within(dialog).getByRole('button', { name: 'Link as duplicate' }));
  expect(within(dialog).getByText(/Choose a report, or paste/)).toBeInTheDocument();
  const choice = await within(dialog).findByRole('combobox', { name: 'The original report' });
  expect(choice).toHaveAccessibleDescription('Reports in Pune, nearest first');
  expect(
    within(choice)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent?.split(' · ').slice(0, 2).join(' · ')),
  ).toEqual([`#${original._id.slice(-6)} · 350 m`, `#${cityOnly._id.slice(-6)} · city only`]);
  await user.selectOptions(choice, original._id);
  await user.click(within(dialog).getByRole('button', { name: 'Link as duplicate' }));
  expect(await findToast('The report is linked')).toBeInTheDocument();
  const item = card(repeat._id);
  expect(
    within(item).getByRole('link', { name: `Report #${original._id.slice(-6)}` }),
  ).toHaveAttribute('href', `#report-${original._id}`);

  await user.click(within(item).getByRole('button', { name: 'Not a duplicate' }));
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove the link' }),
  );
  expect(await findToast('The report is unlinked')).toBeInTheDocument();
  expect(bodies).toEqual([{ of: original._id }, { of: null }]);
});

test("a pasted id that the server refuses shows the server's message", async () => {
  const repeat = report();
  serveReports({ recent: [repeat] });
  server.use(
    http.get(apiPath(`/api/admin/reports/${repeat._id}/duplicate-candidates`), () =>
      HttpResponse.json({ data: [] }),
    ),
    http.put(apiPath(`/api/admin/reports/${repeat._id}/duplicate-of`), () =>
      HttpResponse.json({ message: 'Incident not found' }, { status: 404 }),
    ),
  );
  const { user } = renderAdmin('/admin/reports');
  await screen.findByRole('heading', { name: `Report #${repeat._id.slice(-6)}` });
  await user.click(within(card(repeat._id)).getByRole('button', { name: 'Duplicate of…' }));
  const dialog = screen.getByRole('dialog');
  expect(
    await within(dialog).findByText(
      "No other report in Pune. Paste the original report's id below.",
    ),
  ).toBeInTheDocument();
  await user.type(
    within(dialog).getByRole('textbox', { name: "The original report's id" }),
    'f'.repeat(24),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Link as duplicate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incident not found');
});
