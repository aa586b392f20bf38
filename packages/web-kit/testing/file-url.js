// What an imported asset (a font file) is in jest: its URL, which jsdom never fetches.
module.exports = 'file.woff2';
