/** @jest-environment jsdom */
/**
 * The patient's timeline as drawn (issue 46): a card per family member, the holder marked as
 * 'you'; each record's way to act without a code (its self-service page, the account's own file
 * routes), never a link to a file it does not have; and the slot where other features add their
 * actions (a receipt, an invoice, a reorder) after the record's own.
 */
import { render, screen, within } from '@testing-library/react';
import { AccountTimeline } from '@/components/account/timeline';
import type { TimelineGroup } from '@/lib/accounts/timeline';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }) }));

const AT = new Date('2026-11-20T05:00:00Z');

const GROUPS: TimelineGroup[] = [
  {
    patientId: 1,
    title: 'Meera Iyer',
    relationship: 'self',
    items: [
      {
        kind: 'appointment',
        id: 5,
        reference: 'SMH-AAAAAAAAAA',
        patientId: 1,
        patientName: 'Meera Iyer',
        doctorName: 'Dr. Asha Rao',
        date: '2026-11-28',
        time: '10:30 AM',
        startsAt: AT,
        at: AT,
        statusLabel: 'Confirmed',
        amountPaise: 80_000,
        upcoming: true,
        joinable: false,
      },
      {
        kind: 'appointment',
        id: 6,
        reference: 'SMH-DDDDDDDDDD',
        patientId: 1,
        patientName: 'Meera Iyer',
        doctorName: 'Dr. Asha Rao',
        date: '2026-11-29',
        time: '06:00 PM',
        startsAt: AT,
        at: AT,
        statusLabel: 'Confirmed',
        amountPaise: 50_000,
        upcoming: true,
        // A confirmed video consultation: its room is joined from here (issue 47).
        joinable: true,
      },
      {
        kind: 'pharmacy',
        id: 9,
        reference: 'SPH-BBBBBBBBBB',
        patientId: 1,
        at: AT,
        statusLabel: 'Delivered',
        totalPaise: 12_000,
        lines: [{ name: 'Paracetamol 500', quantity: 2 }],
        expected: '22/11/2026, 06:00 PM',
        prescriptions: [{ id: 41, contentType: 'application/pdf', uploadedAt: AT }],
        invoiced: true,
      },
    ],
  },
  {
    patientId: 2,
    title: 'Lakshmi Iyer',
    relationship: 'parent',
    items: [
      {
        kind: 'lab',
        id: 12,
        reference: 'SLB-CCCCCCCCCC',
        patientId: 2,
        at: AT,
        statusLabel: 'Collection booked',
        totalPaise: 39_900,
        lines: [{ name: 'Complete Blood Count', quantity: 1 }],
        collection: '29 November 2026, 07:00 AM - 07:30 AM',
        report: null,
      },
    ],
  },
  { patientId: 3, title: 'Ravi Iyer', relationship: 'child', items: [] },
];

const hrefs = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('AccountTimeline', () => {
  it('links each record to its own page and the account’s files, and adds the slot’s actions', () => {
    render(
      <AccountTimeline
        groups={GROUPS}
        actions={(item) => (item.kind === 'pharmacy' ? <a href="/x">Invoice</a> : null)}
      />,
    );
    const me = screen.getByRole('region', { name: 'Meera Iyer (you)' });
    expect(hrefs(me)).toEqual([
      ['Move or cancel', '/appointment/manage?reference=SMH-AAAAAAAAAA'],
      ['Join the video consultation', '/consult/SMH-DDDDDDDDDD'],
      ['Move or cancel', '/appointment/manage?reference=SMH-DDDDDDDDDD'],
      ['Track order', '/pharmacy/order?reference=SPH-BBBBBBBBBB'],
      ['Prescription', '/account/files/prescription/41'],
      ['Invoice', '/x'],
    ]);
    expect(within(me).getAllByText('Upcoming')).toHaveLength(2);
    const mother = screen.getByRole('region', { name: 'Lakshmi Iyer' });
    // No report yet: no download link.
    expect(hrefs(mother)).toEqual([
      ['View lab booking', '/lab-tests/report?reference=SLB-CCCCCCCCCC'],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Ravi Iyer' })).getByText(
        'Nothing booked or bought yet.',
      ),
    ).toBeTruthy();
  });
});
