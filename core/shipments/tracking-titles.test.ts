import { describe, expect, it } from 'vitest';
import { novaPoshtaStatusTitles, trackingTitle } from './tracking-titles';

// Shoppers under /ru read Nova Poshta's tracking status in Russian (NP answers in Ukrainian).
const documented = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '14', '101'];
const documentedReturns = ['102', '103', '104', '105', '106', '111', '112'];

describe('tracking titles', () => {
  it('every status code Nova Poshta documents has a Ukrainian and a Russian title', () => {
    for (const code of [...documented, ...documentedReturns]) {
      const titles = novaPoshtaStatusTitles[code];
      expect(titles?.ua, code).toMatch(/\S/);
      expect(titles?.ru, code).toMatch(/\S/);
      // Russian has no і, ї, є, ґ; Ukrainian has no ы, э, ъ.
      expect(titles?.ru, code).not.toMatch(/[іїєґІЇЄҐ]/);
      expect(titles?.ua, code).not.toMatch(/[ыэъЫЭЪ]/);
      expect(titles?.ru, code).not.toBe(titles?.ua);
    }
  });

  it('a Nova Poshta waybill reads in Russian by its code; Ukrainian keeps the carrier’s own text', () => {
    const np = {
      carrier: 'nova_poshta',
      state: 'arrived' as const,
      statusCode: '7',
      statusUa: 'Прибув у відділення: Відділення №15',
      statusRu: 'Прибув у відділення: Відділення №15',
    };
    expect(trackingTitle(np, 'ru')).toBe('Прибыло в отделение');
    expect(trackingTitle(np, 'ua')).toBe('Прибув у відділення: Відділення №15');
    // A code NP added later: the state's title, never the Ukrainian text under /ru.
    expect(trackingTitle({ ...np, statusCode: '999', state: 'in_transit' }, 'ru')).toBe('В пути');
    expect(trackingTitle({ ...np, statusUa: null, statusRu: null }, 'ua')).toBe('Прибуло у відділення');
  });

  it('other carriers and the demo carrier keep their own titles in each language', () => {
    const own = { state: 'in_transit' as const, statusCode: '2', statusUa: 'Прямує', statusRu: 'Следует' };
    expect(trackingTitle({ ...own, carrier: 'ukrposhta' }, 'ru')).toBe('Следует');
    expect(trackingTitle({ ...own, carrier: 'nova_poshta', demo: true }, 'ru')).toBe('Следует');
    expect(trackingTitle({ ...own, carrier: 'meest', statusRu: null }, 'ru')).toBe('В пути');
  });
});
