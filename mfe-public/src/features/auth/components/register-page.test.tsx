import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { RegisterResponse, SignUpRole } from '@rescue/contracts';
import { toastStore } from '@rescue/web-kit';
import { recordPosts } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit, type Rendered } from '@rescue/web-kit/testing/render';
import { CANNOT_CONNECT, registrationError } from '../utils/auth-messages';
import { RegisterPage } from './register-page';

const ID = 'a'.repeat(24);
const toasts = () => toastStore.get().map((toast) => toast.message);

function registered(role: SignUpRole, requiresDocuments: boolean): RegisterResponse {
  return {
    token: `token-${role}`,
    requiresDocuments,
    _id: ID,
    message: 'Registration successful!',
    role,
    name: 'Asha',
  };
}

/** Answers the registration with `reply`, keeping what the form sent. */
const onRegister = (reply: () => Response | Promise<Response>) =>
  recordPosts('/api/users/register', reply);

async function fillRequired({ user }: Rendered) {
  // An NGO is asked for its organisation's name (issue 30), everyone else for theirs.
  await user.type(
    screen.getByRole('textbox', { name: /^(Full Name|Organisation name)$/ }),
    'Asha Rao',
  );
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Pune');
  await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+91 98765 43210');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 MG Road');
}

const submit = (rendered: Rendered) =>
  rendered.user.click(screen.getByRole('button', { name: 'Register' }));

test('Create Account offers the roles User, Volunteer and Ngo, User first', () => {
  renderWithKit(<RegisterPage />, { route: '/register' });
  expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  const roles = screen.getByRole('group', { name: 'Register as' });
  expect(
    within(roles)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['User', 'Volunteer', 'Ngo']);
  expect(within(roles).getByRole('radio', { name: 'User' })).toBeChecked();
});

test('the volunteer and NGO detail fields appear for those roles only', async () => {
  const { user } = renderWithKit(<RegisterPage />, { route: '/register' });
  expect(screen.queryByRole('group', { name: /Volunteer details/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: /NGO details/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Volunteer' }));
  const volunteer = screen.getByRole('group', { name: 'Volunteer details (optional)' });
  expect(within(volunteer).getByRole('combobox', { name: 'Availability' })).toBeInTheDocument();
  expect(within(volunteer).getByRole('textbox', { name: 'Skills' })).toBeInTheDocument();
  expect(within(volunteer).getByRole('textbox', { name: 'Experience' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Ngo' }));
  expect(screen.queryByRole('group', { name: /Volunteer details/ })).not.toBeInTheDocument();
  const ngo = screen.getByRole('group', { name: 'NGO details (optional)' });
  for (const name of ['Registration Number', 'Organization Type', 'Operating Areas']) {
    expect(within(ngo).getByRole('textbox', { name })).toBeInTheDocument();
  }
});

test('?role=admin picks nothing of the kind: the operator never signs up', () => {
  renderWithKit(<RegisterPage />, { route: '/register?role=admin' });
  const roles = screen.getByRole('group', { name: 'Register as' });
  expect(within(roles).getAllByRole('radio')).toHaveLength(3);
  expect(within(roles).queryByRole('radio', { name: /admin|operator/i })).not.toBeInTheDocument();
  expect(within(roles).getByRole('radio', { name: 'User' })).toBeChecked();
});

test('?role=volunteer (from the home and volunteer pages) picks the role and says what a volunteer does', async () => {
  const { user } = renderWithKit(<RegisterPage />, { route: '/register?role=volunteer' });
  expect(screen.getByRole('radio', { name: 'Volunteer' })).toBeChecked();
  const about = /^Volunteers take rescue cases near them/;
  expect(screen.getByText(about)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'User' }));
  expect(screen.queryByText(about)).not.toBeInTheDocument();
});

test("Ngo keeps the spec's word, and the name field then asks for the organisation's name", async () => {
  const { user } = renderWithKit(<RegisterPage />, { route: '/register' });
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute(
    'autocomplete',
    'name',
  );
  await user.click(screen.getByRole('radio', { name: 'Ngo' }));
  expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Organisation name' })).toHaveAttribute(
    'autocomplete',
    'organization',
  );
});

test('the kit checks the fields before anything is sent: its words under each, no browser bubbles', async () => {
  const sent = onRegister(() => HttpResponse.json(registered('user', false), { status: 201 }));
  const rendered = renderWithKit(<RegisterPage />, { route: '/register' });
  for (const name of ['Full Name', 'Email', 'Phone Number', 'Address']) {
    expect(screen.getByRole('textbox', { name })).toBeRequired();
  }
  expect(screen.getByLabelText(/^Password/)).toBeRequired();
  expect(screen.getByRole('combobox', { name: 'City' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  expect(screen.getByRole('form', { name: 'Create Account' })).toHaveAttribute('novalidate');

  await submit(rendered);
  const name = screen.getByRole('textbox', { name: 'Full Name' });
  expect(name).toHaveFocus();
  expect(name).toHaveAccessibleDescription('Please fill this in');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
    'Please choose one',
  );
  expect(screen.getAllByText('Please fill this in')).toHaveLength(5);

  await fillRequired(rendered);
  // A field's message goes as it is changed.
  expect(screen.queryByText('Please fill this in')).not.toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: 'Email' });
  await rendered.user.clear(email);
  await rendered.user.type(email, 'not-an-email');
  await submit(rendered);
  expect(email).toHaveFocus();
  expect(email).toHaveAccessibleDescription('Enter an email address, such as name@example.com');
  expect(sent).toEqual([]);
});

test('a user is registered with every field, shown "Registering..." and sent to /user-dashboard', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = onRegister(async () => {
    await gate;
    return HttpResponse.json(registered('user', false), { status: 201 });
  });
  const rendered = renderWithKit(<RegisterPage />, { route: '/register' });
  await fillRequired(rendered);
  await submit(rendered);
  expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
  release();
  await waitFor(() => expect(rendered.currentPath()).toBe('/user-dashboard'));
  expect(sent).toEqual([
    {
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'long-enough-1',
      role: 'user',
      city: 'Pune',
      phoneNumber: '+91 98765 43210',
      address: '12 MG Road',
    },
  ]);
  expect(toasts()).toContain('Registration successful!');
  expect({ ...localStorage }).toEqual({
    token: 'token-user',
    userName: 'Asha',
    userRole: 'user',
    userId: ID,
  });
});

test('volunteer details travel as volunteerDetails, lists split at commas', async () => {
  const sent = onRegister(() => HttpResponse.json(registered('volunteer', true), { status: 201 }));
  const rendered = renderWithKit(<RegisterPage />, { route: '/register' });
  await rendered.user.click(screen.getByRole('radio', { name: 'Volunteer' }));
  await fillRequired(rendered);
  await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'both');
  await rendered.user.type(screen.getByRole('textbox', { name: 'Skills' }), 'first aid, driving ,');
  await rendered.user.type(screen.getByRole('textbox', { name: 'Experience' }), 'Two years');
  await submit(rendered);
  await screen.findByRole('heading', { name: 'Required Documents' });
  expect(sent[0]).toMatchObject({
    role: 'volunteer',
    volunteerDetails: {
      availability: 'both',
      skills: ['first aid', 'driving'],
      experience: 'Two years',
    },
  });
  expect(sent[0]).not.toHaveProperty('ngoDetails');
});

test('NGO details travel as ngoDetails', async () => {
  const sent = onRegister(() => HttpResponse.json(registered('ngo', true), { status: 201 }));
  const rendered = renderWithKit(<RegisterPage />, { route: '/register' });
  await rendered.user.click(screen.getByRole('radio', { name: 'Ngo' }));
  await fillRequired(rendered);
  await rendered.user.type(screen.getByRole('textbox', { name: 'Registration Number' }), 'MH-123');
  await rendered.user.type(screen.getByRole('textbox', { name: 'Organization Type' }), 'Trust');
  await rendered.user.type(
    screen.getByRole('textbox', { name: 'Operating Areas' }),
    'Pune, Mumbai',
  );
  await submit(rendered);
  await screen.findByRole('heading', { name: 'Required NGO Documents' });
  expect(sent[0]).toMatchObject({
    role: 'ngo',
    ngoDetails: {
      registrationNumber: 'MH-123',
      organizationType: 'Trust',
      operatingAreas: ['Pune', 'Mumbai'],
    },
  });
  expect(sent[0]).not.toHaveProperty('volunteerDetails');
});

test.each([
  [
    'volunteer',
    'Volunteer',
    'Required Documents',
    ['Volunteer Agreement', 'Code of Conduct', 'Liability Waiver'],
  ],
  [
    'ngo',
    'Ngo',
    'Required NGO Documents',
    ['NGO Partnership Agreement', 'Terms of Service', 'Data Protection Agreement'],
  ],
] as const)(
  'when documents are required a %s sees their panel with its three documents',
  async (role, label, title, documents) => {
    onRegister(() => HttpResponse.json(registered(role, true), { status: 201 }));
    const rendered = renderWithKit(<RegisterPage />, { route: '/register' });
    await rendered.user.click(screen.getByRole('radio', { name: label }));
    await fillRequired(rendered);
    await submit(rendered);
    const heading = await screen.findByRole('heading', { name: title });
    expect(heading).toHaveFocus();
    const panel = screen.getByRole('region', { name: title });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(documents);
    expect(within(panel).getByRole('button', { name: 'Sign Documents' })).toBeEnabled();
    expect(rendered.currentPath()).toBe('/register');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  },
);

test.each([
  ['ngo', '/dashboard'],
  ['volunteer', '/volunteer/dashboard'],
] as const)('a %s with nothing to sign goes to %s', async (role, path) => {
  onRegister(() => HttpResponse.json(registered(role, false), { status: 201 }));
  const rendered = renderWithKit(<RegisterPage />, { route: `/register?role=${role}` });
  await fillRequired(rendered);
  await submit(rendered);
  await waitFor(() => expect(rendered.currentPath()).toBe(path));
});

test('a user sent here from a page goes back to it after signing up', async () => {
  onRegister(() => HttpResponse.json(registered('user', false), { status: 201 }));
  const rendered = renderWithKit(<RegisterPage />, { route: '/register?next=%2Freport-incident' });
  await fillRequired(rendered);
  await submit(rendered);
  await waitFor(() => expect(rendered.currentPath()).toBe('/report-incident'));
});

test.each([
  [
    "the server's message",
    // A taken email is answered as a new one (no enumeration); the limit still says why.
    () =>
      HttpResponse.json(
        { message: 'Too many registrations. Please try again in 60 minutes.' },
        { status: 429 },
      ),
    'Too many registrations. Please try again in 60 minutes.',
  ],
  [
    '"Registration failed" without one',
    () => new HttpResponse(null, { status: 500 }),
    'Registration failed',
  ],
  ['"Cannot connect" when the server is unreachable', () => HttpResponse.error(), CANNOT_CONNECT],
])('a failure shows %s and keeps what was typed', async (_case, reply, message) => {
  onRegister(reply);
  const rendered = renderWithKit(<RegisterPage />, { route: '/register' });
  await fillRequired(rendered);
  await submit(rendered);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Rao');
  expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  expect(rendered.currentPath()).toBe('/register');
  expect(localStorage.getItem('token')).toBeNull();
});

test('any other failure reads "Registration error" plus its message', () => {
  expect(CANNOT_CONNECT).toBe('Cannot connect to server. Please check if the server is running.');
  expect(registrationError(new TypeError('Unexpected token'))).toBe(
    'Registration error: Unexpected token',
  );
});

test('Log in is one link away', () => {
  renderWithKit(<RegisterPage />, { route: '/register' });
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});
