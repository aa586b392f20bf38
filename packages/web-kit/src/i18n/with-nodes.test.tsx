import { render } from '@testing-library/react';
import { withNodes } from './with-nodes';

test('each element goes to its slot, in the order the language puts them', () => {
  const { container } = render(
    <p>
      {withNodes('{{date}} को {{ name }} ने', { name: <b>Meera</b>, date: <time>1 May</time> })}
    </p>,
  );
  expect(container.innerHTML).toBe('<p><time>1 May</time> को <b>Meera</b> ने</p>');
});

test('a slot with no element stays as written, and a text without slots is left as it is', () => {
  const { container } = render(
    <p>{withNodes('Sent {{when}} by {{ who }}', { when: <i>now</i> })}</p>,
  );
  expect(container.innerHTML).toBe('<p>Sent <i>now</i> by {{ who }}</p>');
  expect(render(<p>{withNodes('No slots', { x: <i>x</i> })}</p>).container.textContent).toBe(
    'No slots',
  );
});
