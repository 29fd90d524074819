/** @jest-environment jsdom */
import type { ComponentProps } from 'react';
import { render, screen, within } from '@testing-library/react';
import { ListTable, type Column } from '@/components/staff/list-parts';

type Order = { id: number; reference: string; totalPaise: number };

const ORDERS: Order[] = [
  { id: 7, reference: 'PH-0007', totalPaise: 12_050 },
  { id: 3, reference: 'PH-0003', totalPaise: 9_900 },
];

const COLUMNS: Column<Order>[] = [
  {
    heading: 'Reference',
    cell: (order) => <a href={`/staff/orders/${order.id}`}>{order.reference}</a>,
  },
  { heading: 'Total', cell: (order) => `₹${order.totalPaise / 100}` },
];

/** The orders table under `label`; `props` adds or replaces any other property. */
const ordersTable = (
  label: string,
  props: Partial<ComponentProps<typeof ListTable<Order>>> = {},
) => <ListTable label={label} rows={ORDERS} rowKey={(o) => o.id} columns={COLUMNS} {...props} />;

describe('ListTable', () => {
  it('shows one column header per column and one row per record, each cell under its heading', () => {
    render(ordersTable('Pharmacy orders, newest first'));
    const table = screen.getByRole('table', { name: 'Pharmacy orders, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reference', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['PH-0007', '₹120.5'],
      ['PH-0003', '₹99'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'PH-0007' })).toHaveAttribute(
      'href',
      '/staff/orders/7',
    );
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
  });

  it('is a named region a keyboard can focus, since it scrolls sideways on a phone', () => {
    render(ordersTable('Coupons'));
    const region = screen.getByRole('region', { name: 'Coupons' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Coupons' })).toBeInTheDocument();
  });

  it('takes its name from a visible heading when given one, without a second caption', () => {
    render(
      <>
        <h2 id="lab-tests">Tests</h2>
        {ordersTable('Tests', { labelledBy: 'lab-tests' })}
      </>,
    );
    expect(screen.getByRole('region', { name: 'Tests' })).toHaveAttribute(
      'aria-labelledby',
      'lab-tests',
    );
    const table = screen.getByRole('table', { name: 'Tests' });
    expect(table.querySelector('caption')).toBeNull();
  });

  it('puts the footer, such as a total, in the table foot', () => {
    render(
      ordersTable('Items', {
        footer: (
          <tr>
            <th scope="row">Total paid</th>
            <td>₹219.5</td>
          </tr>
        ),
      }),
    );
    const foot = screen.getByRole('table').querySelector('tfoot');
    expect(foot).not.toBeNull();
    expect(
      within(foot as HTMLElement).getByRole('rowheader', { name: 'Total paid' }),
    ).toBeInTheDocument();
  });

  it('shows the headings alone for no records', () => {
    render(ordersTable('Coupons', { rows: [] }));
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('cell')).toBeNull();
  });
});
