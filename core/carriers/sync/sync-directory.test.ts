import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDepartments, searchTowns } from '#core/checkout';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { carrierSettlements, carrierSyncRuns, deliveryMethods, departments, towns } from '#db/schema';
import { startFakeNovaPoshta } from '#test/fakes/nova-poshta/fake-nova-poshta';
import { createTestDatabase } from '#test/support/db';
import { demoCarrier } from '../demo';
import { getDirectoryStatus } from '../directory-status';
import { novaPoshtaCarrier } from '../nova-poshta/nova-poshta';
import { createCarriers } from '../registry';
import { syncCarrierDirectory } from './sync-directory';

let database: Database;
let fake: Awaited<ReturnType<typeof startFakeNovaPoshta>>;
let methodId: number;
let night = 0;
/** Each run a night later (seen_at must move on). */
const ctx = (): Ctx => ({ db: database.db, locale: 'ua', now: new Date(Date.UTC(2026, 10, 1 + night++, 1, 30)) });
const np = () =>
  novaPoshtaCarrier({ apiKey: fake.apiKey, apiUrl: fake.url, settlementsPage: 100, pointsPage: 250, retryDelayMs: 0 });
const kyiv = '8000000000';

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  fake = await startFakeNovaPoshta({ settlements: 400, points: 1_200 });
  const [method] = await database.db
    .select({ id: deliveryMethods.id })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.code, 'np_department'));
  methodId = method?.id ?? 0;
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});

const active = async (ref: string) =>
  (await database.db.select({ isActive: departments.isActive }).from(departments).where(eq(departments.ref, ref)))[0]
    ?.isActive;

describe('carrier directory sync (§7 delivery/places)', () => {
  it('the demo carrier has nothing to sync and changes nothing', async () => {
    expect(await syncCarrierDirectory(ctx(), demoCarrier())).toEqual({ ok: false, error: 'demo' });
    expect(await database.db.select().from(carrierSyncRuns)).toHaveLength(0);
  });

  it('a first pass fills settlements, new towns and departments; the demo departments go inactive', async () => {
    const demoRows = await database.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.deliveryMethodId, methodId), isNull(departments.ref)));
    expect(demoRows.length).toBeGreaterThan(0);
    const result = await syncCarrierDirectory(ctx(), np());
    expect(result).toMatchObject({
      ok: true,
      counts: {
        settlements: { seen: 400, created: 400, updated: 0, deactivated: 0 },
        towns: { created: 395 },
        points: { seen: 1_200, created: 1_200, updated: 0, skipped: 0, deactivated: demoRows.length },
      },
    });
    const [run] = await database.db.select().from(carrierSyncRuns);
    expect(run).toMatchObject({ carrier: 'nova_poshta', status: 'done', error: null });
    expect(run?.finishedAt).not.toBeNull();
    // Kyiv keeps its seeded name and population; a new town has a transliterated, unique slug.
    const [kyivTown] = await database.db.select().from(towns).where(eq(towns.code, kyiv));
    expect(kyivTown).toMatchObject({ titleUa: 'Київ', slug: 'kyiv' });
    expect(kyivTown?.population).toBeGreaterThan(0);
    const added = await database.db.select().from(towns).where(eq(towns.population, 0));
    expect(added).toHaveLength(395);
    expect(added.every((t) => /^[a-z0-9-]+$/.test(t.slug))).toBe(true);
  });

  it("checkout's placesMethod lists the synced departments and lockers of the town, not the demo ones", async () => {
    const result = await listDepartments(ctx(), kyiv, methodId);
    if (!result.ok) throw new Error(result.error);
    const expected = await database.db
      .select({ code: departments.code })
      .from(departments)
      .where(
        and(eq(departments.townCode, kyiv), eq(departments.deliveryMethodId, methodId), eq(departments.isActive, true)),
      );
    expect(result.departments.length).toBe(expected.length);
    expect(result.departments.length).toBeGreaterThan(20);
    expect(result.departments.some((d) => d.titleUa.startsWith('Поштомат'))).toBe(true);
    expect(result.departments.every((d) => !/: .*, \d+$/.test(d.titleUa) || d.titleUa.includes('№'))).toBe(true);
    const town = added0();
    const found = await searchTowns(ctx(), town.titleUa);
    expect(found.some((t) => t.code === town.code)).toBe(true);
  });

  it("the sync keeps each point's weight and size limits from getWarehouses (a locker's cell, a branch's)", async () => {
    const limitsOf = async (j: number) =>
      (
        await database.db
          .select({
            kind: departments.kind,
            maxWeightG: departments.maxWeightG,
            maxLengthMm: departments.maxLengthMm,
            maxWidthMm: departments.maxWidthMm,
            maxHeightMm: departments.maxHeightMm,
          })
          .from(departments)
          .where(eq(departments.ref, fake.directory.warehouse(j).Ref))
      )[0];
    let locker = 400;
    while (fake.directory.warehouse(locker).CategoryOfWarehouse !== 'Postomat') locker++;
    // The fake's rows carry the documented fields: Length 60, Width 40, Height 30 cm; 20 kg a place.
    expect(await limitsOf(locker)).toEqual({
      kind: 'parcel_locker',
      maxWeightG: 20_000,
      maxLengthMm: 600,
      maxWidthMm: 400,
      maxHeightMm: 300,
    });
    expect(await limitsOf(1)).toEqual({
      kind: 'department',
      maxWeightG: 1_000_000,
      maxLengthMm: 3_000,
      maxWidthMm: 1_700,
      maxHeightMm: 1_700,
    });
  });

  it('a second pass without changes writes nothing but the seen marks', async () => {
    const result = await syncCarrierDirectory(ctx(), np());
    expect(result).toMatchObject({
      ok: true,
      counts: {
        settlements: { seen: 400, created: 0, updated: 0, deactivated: 0 },
        towns: { created: 0 },
        points: { seen: 1_200, created: 0, updated: 0, deactivated: 0 },
      },
    });
  });

  it('changes update only what changed; a vanished department is deactivated, never deleted', async () => {
    const renamed = fake.directory.warehouse(5).Ref;
    const gone = fake.directory.warehouse(7).Ref;
    const settlement = fake.directory.settlementRef(12);
    fake.state.changed.set(renamed, { Description: 'Відділення №1: вул. Нова, 1' });
    fake.state.changed.set(settlement, { Description: 'Перейменоване' });
    fake.state.removed.add(gone);
    const result = await syncCarrierDirectory(ctx(), np());
    expect(result).toMatchObject({
      ok: true,
      counts: {
        settlements: { seen: 400, created: 0, updated: 1 },
        points: { seen: 1_199, created: 0, updated: 1, deactivated: 1 },
      },
    });
    const [row] = await database.db.select().from(departments).where(eq(departments.ref, renamed));
    expect(row?.titleUa).toBe('Відділення №1: вул. Нова, 1');
    expect(await active(gone)).toBe(false);
    const [s] = await database.db.select().from(carrierSettlements).where(eq(carrierSettlements.ref, settlement));
    expect(s?.titleUa).toBe('Перейменоване');
    // It comes back: active again.
    fake.state.removed.delete(gone);
    const back = await syncCarrierDirectory(ctx(), np());
    expect(back).toMatchObject({ ok: true, counts: { points: { updated: 1, deactivated: 0 } } });
    expect(await active(gone)).toBe(true);
  });

  it('a failed page stops the pass: finished pages stay, nothing is deactivated, the run says why', async () => {
    const changedEarly = fake.directory.warehouse(1).Ref;
    const goneLate = fake.directory.warehouse(1_100).Ref;
    fake.state.changed.set(changedEarly, { Description: 'Відділення №1: вул. Рання, 2' });
    fake.state.removed.add(goneLate);
    fake.state.failWhen = ({ method, page }) =>
      method === 'AddressGeneral.getWarehouses' && page === 3 ? 'http' : null;
    try {
      const result = await syncCarrierDirectory(ctx(), np());
      expect(result).toMatchObject({ ok: false, error: 'failed', message: expect.stringContaining('HTTP 500') });
      if (result.ok || result.error !== 'failed') throw new Error('expected a failed run');
      expect(result.counts.points).toMatchObject({ seen: 500, updated: 1, deactivated: 0 });
      const [run] = await database.db.select().from(carrierSyncRuns).where(eq(carrierSyncRuns.id, result.runId));
      expect(run).toMatchObject({ status: 'failed', error: expect.stringContaining('HTTP 500') });
      const [row] = await database.db.select().from(departments).where(eq(departments.ref, changedEarly));
      expect(row?.titleUa).toBe('Відділення №1: вул. Рання, 2');
      expect(await active(goneLate)).toBe(true);
    } finally {
      fake.state.failWhen = null;
    }
    const next = await syncCarrierDirectory(ctx(), np());
    expect(next).toMatchObject({ ok: true, counts: { points: { deactivated: 1 } } });
    expect(await active(goneLate)).toBe(false);
  });

  it('one run at a time: a run in progress refuses another; one left for 6 h is abandoned', async () => {
    const now = ctx();
    await database.db.insert(carrierSyncRuns).values({ carrier: 'nova_poshta', startedAt: now.now, status: 'running' });
    expect(await syncCarrierDirectory({ ...now, now: new Date(now.now.getTime() + 60_000) }, np())).toEqual({
      ok: false,
      error: 'already_running',
    });
    const later = { ...now, now: new Date(now.now.getTime() + 7 * 3600_000) };
    expect(await syncCarrierDirectory(later, np())).toMatchObject({ ok: true });
    const runs = await database.db.select().from(carrierSyncRuns).where(eq(carrierSyncRuns.status, 'abandoned'));
    expect(runs).toHaveLength(1);
  });

  it('a directory that shrank by half (an outage answering empty pages) deactivates nothing', async () => {
    for (let j = 0; j < 700; j++) fake.state.removed.add(fake.directory.warehouse(j).Ref);
    try {
      const result = await syncCarrierDirectory(ctx(), np());
      expect(result).toMatchObject({
        ok: false,
        error: 'failed',
        message: expect.stringContaining('directory shrank'),
      });
      expect(await active(fake.directory.warehouse(0).Ref)).toBe(true);
    } finally {
      fake.state.removed.clear();
    }
  });
});

describe('the back office shows where departments come from', () => {
  it('demo without a key; with it, the counts and the last run', async () => {
    const demo = await getDirectoryStatus(ctx(), createCarriers({}), methodId);
    expect(demo).toMatchObject({ carrier: 'nova_poshta', demo: true });
    const live = await getDirectoryStatus(ctx(), createCarriers({ NOVA_POSHTA_API_KEY: fake.apiKey }), methodId);
    expect(live).toMatchObject({
      demo: false,
      lastRun: { status: 'failed', error: expect.stringContaining('shrank') },
    });
    expect(live?.active).toBeGreaterThan(1_000);
    expect(live?.lockers).toBeGreaterThan(100);
    expect(live?.inactive).toBeGreaterThan(0);
    const [courier] = await database.db
      .select({ id: deliveryMethods.id })
      .from(deliveryMethods)
      .where(eq(deliveryMethods.code, 'np_courier'));
    expect(await getDirectoryStatus(ctx(), createCarriers({}), courier?.id ?? 0)).toBeNull();
  });
});

let firstAdded: { code: string; titleUa: string } | null = null;
function added0() {
  if (!firstAdded) {
    const s = fake.directory.settlement(100);
    firstAdded = { code: s.IndexCOATSU1, titleUa: s.Description };
  }
  return firstAdded;
}
