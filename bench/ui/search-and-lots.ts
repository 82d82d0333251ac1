/**
 * The two pure hot paths of the portal's forms, timed on a large pharmacy's data:
 * - accent-insensitive search, run on every keystroke of a supplier or product picker (10,000 product names);
 * - lot validation, run on every edit of a batch order (products × lots, each product with inventory lots).
 * Prints milliseconds per call (median of several runs, after the first keystroke has filled the normalised-text
 * cache); nothing is asserted.
 *
 *   apps/server/node_modules/.bin/tsx bench/ui/search-and-lots.ts [products=10000]
 */
import {
  inlineIssues,
  type LotProduct,
  validateProducts,
} from '../../packages/ui/src/components/LotEditor/lotRules';
import { filterBySearch } from '../../packages/ui/src/utils/search';

const productCount = Number(process.argv[2] ?? 10_000);
const today = '2026-11-22';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Milliseconds per call of `run`, the median over `rounds` rounds after one warm-up round. */
function time(run: () => unknown, rounds = 15): number {
  run();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const words = [
  'Thuốc',
  'Paracetamol',
  'Viên sủi',
  'Đường huyết',
  'Kháng sinh',
  'Siro ho',
  'Băng dán',
  'Vitamin C',
];
const names = Array.from(
  { length: productCount },
  (_, index) =>
    `${words[index % words.length]} ${words[(index * 7) % words.length]} ${500 + (index % 500)}mg #${index}`,
);

const coldStart = performance.now();
filterBySearch(names, 'p', (name) => name);
console.log(
  `Search over ${productCount.toLocaleString('en')} product names: first keystroke ${(performance.now() - coldStart).toFixed(2)} ms (normalises every name), then per keystroke (median):`,
);
for (const query of ['p', 'duong huyet', 'thuoc 508mg', 'không có']) {
  const ms = time(() => filterBySearch(names, query, (name) => name));
  const hits = filterBySearch(names, query, (name) => name).length;
  console.log(`  ${JSON.stringify(query).padEnd(16)} ${ms.toFixed(2).padStart(7)} ms  (${hits} hits)`);
}

function batchOrder(products: number, lotsPerProduct: number): LotProduct[] {
  return Array.from({ length: products }, (_, p) => ({
    id: `p${p}`,
    code: `SP${String(p).padStart(5, '0')}`,
    name: names[p % names.length] ?? `SP ${p}`,
    basePrice: 12_500,
    inventoryLots: Array.from({ length: 10 }, (_, i) => ({
      batchNumber: `INV-${p}-${i}`,
      expiryDate: `2027-0${1 + (i % 9)}-15`,
      onHand: 40,
    })),
    existingLots: [],
    newLots: Array.from({ length: lotsPerProduct }, (_, l) => ({
      key: `p${p}-l${l}`,
      lotNumber: l === 0 ? `INV-${p}-0` : `LO-${p}-${l}`,
      quantity: 1 + l,
      price: 12_500,
      expiryDate: `${String(1 + (l % 28)).padStart(2, '0')}-06-2027`,
      isFromServer: false,
    })),
  }));
}

console.log('\nLot validation of a batch order (ms per call, median):');
for (const [products, lots] of [
  [10, 5],
  [50, 10],
  [200, 20],
] as const) {
  const order = batchOrder(products, lots);
  const inline = time(() => order.map(inlineIssues));
  const submit = time(() => validateProducts(order, today));
  console.log(
    `  ${String(products).padStart(3)} products × ${String(lots).padStart(2)} lots: inline ${inline.toFixed(2).padStart(6)} ms, submit ${submit.toFixed(2).padStart(6)} ms (${validateProducts(order, today).length} issues)`,
  );
}
