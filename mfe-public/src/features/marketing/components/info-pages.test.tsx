import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@rescue/web-kit';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { VolunteerPage } from './volunteer-page';

describe('About', () => {
  test('shows the mission, the four values and the impact numbers', () => {
    renderWithKit(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Our Values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Compassion', 'Community', 'Care', 'Support']);
    const numbers = screen.getByRole('region', { name: 'Our Impact' });
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1000+ animals rescued',
      '50+ partner NGOs',
      // Both readings of the volunteer count (spec section 1).
      '1000+ volunteers in the network, 500+ active',
      '24/7 emergency support',
    ]);
    expect(screen.getByText(/Since 2025/)).toBeInTheDocument();
  });
});

describe('Contact', () => {
  test('shows the phone, email and Mumbai cards and the social links', () => {
    renderWithKit(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '+91 12345 67890' })[0]).toHaveAttribute(
      'href',
      'tel:+911234567890',
    );
    // The spec's placeholder until the deployment sets HELPLINE_NUMBER (issue 30).
    expect(screen.getByText(/^This is a demo number/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByText('Mumbai, India')).toBeInTheDocument();
    const social = screen.getByRole('region', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Facebook', 'Instagram', 'X', 'LinkedIn']);
  });
});

describe('Volunteer landing', () => {
  test('a visitor is sent to sign up as a volunteer by both links, not to a login wall', () => {
    renderWithKit(<VolunteerPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Volunteer with us' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up as a volunteer' })).toHaveAttribute(
      'href',
      '/register?role=volunteer',
    );
    // Not /opportunities (the shell redirects that back here), nor the portal's login wall.
    expect(screen.getByRole('link', { name: 'See volunteer opportunities' })).toHaveAttribute(
      'href',
      '/register?role=volunteer',
    );
  });

  test("a signed-in volunteer's opportunities are the portal's available cases", () => {
    sessionStore.login({
      token: 'volunteer-token',
      _id: 'b'.repeat(24),
      role: 'volunteer',
      name: 'Kabir',
    });
    renderWithKit(<VolunteerPage />);
    expect(screen.getByRole('link', { name: 'See volunteer opportunities' })).toHaveAttribute(
      'href',
      '/voldash/available',
    );
    act(() => sessionStore.clear());
  });
});
