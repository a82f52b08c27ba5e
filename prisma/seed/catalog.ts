/**
 * Fixed word lists of the demo data: names, places with truncated addresses (/24, as the
 * tracker stores them), browsers, note texts. Plain data, no logic.
 */

export const FIRST_NAMES_IT = [
  'Giulia',
  'Marco',
  'Francesca',
  'Luca',
  'Chiara',
  'Alessandro',
  'Sara',
  'Matteo',
  'Elena',
  'Davide',
  'Valentina',
  'Simone',
  'Martina',
  'Andrea',
  'Federica',
  'Stefano',
  'Paolo',
  'Roberta',
  'Giorgio',
  'Silvia',
  'Antonio',
  'Laura',
  'Giuseppe',
  'Anna',
  'Lorenzo',
  'Alessia',
] as const;

export const LAST_NAMES_IT = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Costa',
  'Giordano',
  'Mancini',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
] as const;

export const FIRST_NAMES_DE = [
  'Lukas',
  'Anna',
  'Jonas',
  'Lea',
  'Felix',
  'Laura',
  'Paul',
  'Mia',
  'Leon',
  'Hannah',
  'Finn',
  'Sophie',
  'Maximilian',
  'Lena',
  'Tobias',
  'Katharina',
] as const;

export const LAST_NAMES_DE = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
] as const;

/** A place: city, region, and the first two octets of addresses seen there (stored as a.b.c.0). */
export interface Place {
  city: string;
  region: string;
  net: string;
  weight: number;
}

export const PLACES_IT: readonly Place[] = [
  { city: 'Milan', region: 'Lombardy', net: '93.40', weight: 18 },
  { city: 'Rome', region: 'Lazio', net: '151.38', weight: 17 },
  { city: 'Naples', region: 'Campania', net: '2.36', weight: 11 },
  { city: 'Turin', region: 'Piedmont', net: '79.19', weight: 8 },
  { city: 'Bologna', region: 'Emilia-Romagna', net: '87.17', weight: 6 },
  { city: 'Florence', region: 'Tuscany', net: '82.57', weight: 6 },
  { city: 'Palermo', region: 'Sicily', net: '5.90', weight: 6 },
  { city: 'Bari', region: 'Apulia', net: '95.233', weight: 5 },
  { city: 'Genoa', region: 'Liguria', net: '151.67', weight: 4 },
  { city: 'Verona', region: 'Veneto', net: '79.31', weight: 4 },
  { city: 'Catania', region: 'Sicily', net: '188.216', weight: 3 },
  { city: 'Padua', region: 'Veneto', net: '37.182', weight: 3 },
];

export const PLACES_DE: readonly Place[] = [
  { city: 'Berlin', region: 'Land Berlin', net: '91.64', weight: 8 },
  { city: 'Munich', region: 'Bavaria', net: '84.151', weight: 7 },
  { city: 'Hamburg', region: 'Hamburg', net: '217.91', weight: 5 },
  { city: 'Cologne', region: 'North Rhine-Westphalia', net: '46.114', weight: 4 },
  { city: 'Frankfurt am Main', region: 'Hesse', net: '93.220', weight: 3 },
];

export const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) [FBAN/FBIOS;FBAV/489.0]',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
] as const;

export const NOTE_BODIES = [
  'Richiamato: interessato al corso base, vuole materiale sul risk management.',
  'Non risponde, riprovare nel pomeriggio.',
  'Ha chiesto informazioni sui contenuti del modulo crypto.',
  'Preferisce essere contattato via email.',
  'Consulenza fissata per la prossima settimana.',
  'Già studia da autodidatta, chiede un percorso intermedio.',
  'Numero corretto, richiamare dopo le 18.',
  'Molto motivato, ha letto tutta la guida in due giorni.',
] as const;

export const CONSULTATION_GOALS = [
  'Capire come gestire il rischio e costruire un piano di studio.',
  'Imparare a leggere i grafici prima di aprire un conto demo.',
  'Capire le basi delle criptovalute e della custodia.',
  'Organizzare il budget familiare e i primi investimenti.',
] as const;
