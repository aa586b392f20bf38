import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { CONTACT_MESSAGE_SENT_MESSAGE } from '@rescue/contracts';
import { holdAnswers, recordPosts } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit, type Rendered } from '@rescue/web-kit/testing/render';
import { ContactPage } from './contact-page';

/** Answers the contact form with `reply`, keeping what it sent. */
const onSend = (reply: () => Response | Promise<Response>) => recordPosts('/api/contact', reply);

const form = () => screen.getByRole('form', { name: 'Send us a message' });

async function fill({ user }: Rendered) {
  const inForm = within(form());
  await user.type(inForm.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
  await user.type(inForm.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await user.type(inForm.getByRole('textbox', { name: 'Subject' }), 'Feeding drive');
  await user.type(inForm.getByRole('textbox', { name: 'Message' }), 'Can we help on Sundays?');
}

test("the spec's Name, Email, Subject, Message and Send Message send to the operator, then thank the person", async () => {
  const { held, release } = holdAnswers();
  const sent = onSend(async () => {
    await held;
    return HttpResponse.json(
      { success: true, message: CONTACT_MESSAGE_SENT_MESSAGE },
      { status: 201 },
    );
  });
  const rendered = renderWithKit(<ContactPage />);
  await fill(rendered);
  await rendered.user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();

  const thanks = await screen.findByRole('status');
  expect(within(thanks).getByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
  expect(thanks).toHaveTextContent(CONTACT_MESSAGE_SENT_MESSAGE);
  expect(sent).toEqual([
    {
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: 'Feeding drive',
      message: 'Can we help on Sundays?',
    },
  ]);

  await rendered.user.click(screen.getByRole('button', { name: 'Write another message' }));
  expect(within(form()).getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('an empty field is said under it and nothing is sent', async () => {
  const sent = onSend(() => HttpResponse.json({}, { status: 500 }));
  const { user } = renderWithKit(<ContactPage />);
  await user.type(within(form()).getByRole('textbox', { name: 'Name' }), 'Asha Rao');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  for (const name of ['Email', 'Subject', 'Message']) {
    expect(within(form()).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
  }
  expect(within(form()).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);
});

test("the server's refusal (too many messages) is said, and what was typed stays", async () => {
  const refusal = 'Too many messages. Please try again in 42 minutes.';
  onSend(() =>
    HttpResponse.json({ message: refusal, code: 'TOO_MANY_CONTACT_MESSAGES' }, { status: 429 }),
  );
  const rendered = renderWithKit(<ContactPage />);
  await fill(rendered);
  await rendered.user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(within(form()).getByRole('textbox', { name: 'Subject' })).toHaveValue('Feeding drive');
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
