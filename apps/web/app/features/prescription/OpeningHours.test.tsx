import { defaultOpeningTimes, type CartTotalsAnswer } from '@apteek/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInStore } from '../../testing/component-harness.tsx';
import { TotalSegments } from '../cart/index.ts';
import { CentreFrame } from './CentreFrame.tsx';
import { OpeningHoursNote } from './OpeningHours.tsx';
import { openingHoursStore } from './opening-hours-watch.ts';

const HOURS = defaultOpeningTimes([2026]);

/** The page's hours as a check at this Tallinn time on Wednesday 2 December 2026 leaves them. */
async function checkedAt(time: string) {
  await openingHoursStore.check({
    now: () => Date.parse(`2026-12-02T${time}+02:00`),
    fetchTimes: async () => HOURS,
    setTimer: () => () => {},
    onWarning: vi.fn(),
    onClosed: vi.fn(),
  });
}

function centre() {
  return renderInStore(
    <CentreFrame title="Your prescriptions" access="identified">
      <p>The prescription form</p>
    </CentreFrame>,
    'en',
  );
}

describe('the prescription centre and the opening hours', () => {
  it('welcomes a new customer until 20 minutes before closing', async () => {
    await checkedAt('20:39:00');
    centre();
    expect(screen.getByText('The prescription form')).toBeTruthy();
  });

  it('turns a new customer away within 20 minutes of closing, with the reason', async () => {
    await checkedAt('20:41:00');
    centre();
    expect(screen.queryByText('The prescription form')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(
      'The prescription centre takes no new customers this close to closing.',
    );
  });

  it('is closed outside the hours', async () => {
    await checkedAt('21:30:00');
    centre();
    expect(screen.getByRole('alert').textContent).toBe(
      'Prescriptions can be bought only while the pharmacy is open.',
    );
  });

  it('says what the centre is whoever is logged in, so the server paints it before the session is known', () => {
    for (const access of ['unknown', 'logged-out', 'needs-identity', 'identified'] as const) {
      const { unmount } = renderInStore(
        <CentreFrame title="Your prescriptions" access={access} intro="What the centre does">
          <p>The prescription form</p>
        </CentreFrame>,
        'en',
      );
      expect(screen.getByText('What the centre does'), access).toBeTruthy();
      expect(screen.queryByText('Loading…') !== null, access).toBe(access === 'unknown');
      unmount();
    }
  });

  it('shows the hours in the store language', () => {
    renderInStore(<OpeningHoursNote times={HOURS} />, 'en');
    expect(screen.getByRole('heading', { name: 'Prescription hours' })).toBeTruthy();
    expect(screen.getByText('Mon–Fri')).toBeTruthy();
    expect(screen.getByText('09:00–21:00')).toBeTruthy();
    expect(screen.getByText('Sat')).toBeTruthy();
    expect(screen.getByText('10:00–18:00')).toBeTruthy();
  });

  it('names the minutes the centre really lets new customers in until, when no block is set', () => {
    renderInStore(<OpeningHoursNote times={{ ...HOURS, blockNewCustomersBeforeClosingMinutes: 0 }} />, 'en');
    expect(screen.getByText(/before closing/).textContent).toBe(
      'New customers are welcome until 10 minutes before closing. Closed on public holidays.',
    );
  });
});

describe('the totals of a compensated cart', () => {
  const totals = {
    grand_total: 3.5,
    tax_amount: 0.32,
    fund_amount: 4.55,
    items: [],
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: 8.05 },
      { code: 'tax', title: 'Tax', value: 0.32 },
      { code: 'grand_total', title: 'Grand Total', value: 3.5 },
    ],
  } as unknown as CartTotalsAnswer;

  it("shows the fund's share and what the customer pays, in Estonian", () => {
    renderInStore(<TotalSegments totals={totals} />, 'ee');
    const rows = [...document.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Vahesumma8,05\u00a0€',
      'Sh käibemaks teie osalt0,32\u00a0€',
      'Tasub Tervisekassa−4,55\u00a0€',
      'Teie tasute3,50\u00a0€',
    ]);
  });

  it('shows the usual totals without a compensation', () => {
    renderInStore(<TotalSegments totals={{ ...totals, fund_amount: 0 } as CartTotalsAnswer} />, 'en');
    expect(screen.queryByText('Paid by the Health Insurance Fund')).toBeNull();
    expect(screen.getByText('Grand total')).toBeTruthy();
  });
});
