import { csvField, toCsv } from './csv';

test('a formula after a semicolon, tab or line break inside a cell is defused, not only at its start', () => {
  // A ;-separated reader splits "Pune;=HYPERLINK(...)" into a second cell that runs.
  expect(csvField('Pune;=HYPERLINK("http://x")')).toBe('"Pune;\'=HYPERLINK(""http://x"")"');
  expect(csvField('Asha|@SUM(A1)')).toBe('"Asha|\'@SUM(A1)"');
  expect(csvField('Dog\n+cmd')).toBe('"Dog\n\'+cmd"');
  expect(csvField('=1+1')).toBe('"\'=1+1"');
});

test('plain text, phone-like numbers and numbers are written as they are', () => {
  expect(csvField('Kothrud, Pune')).toBe('"Kothrud, Pune"');
  expect(csvField('+91 98765 43210')).toBe('"+91 98765 43210"');
  expect(csvField(-5)).toBe('"-5"');
  expect(
    toCsv([
      ['City', 'Cases'],
      ['Pune', 3],
      [null, 0],
    ]),
  ).toBe('"City","Cases"\r\n"Pune","3"\r\n"","0"\r\n');
});
