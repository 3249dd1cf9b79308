import { amountInWords, amountInWordsNepali } from './amountWords';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_550, 'Rupees Fifteen and Fifty Paisa Only'],
    [2_100_00, 'Rupees Two Thousand One Hundred Only'],
    [1_20_550_50, 'Rupees One Lakh Twenty Thousand Five Hundred Fifty and Fifty Paisa Only'],
    [
      3_45_67_890_00,
      'Rupees Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety Only',
    ],
    [125_00_00_000_00, 'Rupees One Hundred Twenty-Five Crore Only'],
    [99, 'Rupees Zero and Ninety-Nine Paisa Only'],
  ])('%i paisa reads %s', (paisa, words) => {
    expect(amountInWords(paisa)).toBe(words);
  });
});

describe('amountInWordsNepali', () => {
  it.each([
    [0, 'शून्य रुपैयाँ मात्र'],
    [1_00, 'एक रुपैयाँ मात्र'],
    [1_20_550_50, 'एक लाख बीस हजार पाँच सय पचास रुपैयाँ पचास पैसा मात्र'],
    [99_99_999_00, 'उनान्सय लाख उनान्सय हजार नौ सय उनान्सय रुपैयाँ मात्र'],
    [45_00, 'पैंतालीस रुपैयाँ मात्र'],
  ])('%i paisa reads %s', (paisa, words) => {
    expect(amountInWordsNepali(paisa)).toBe(words);
  });
});
