/** @jest-environment jsdom */
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

describe('ListTable', () => {
  it('shows one column header per column and one row per record, each cell under its heading', () => {
    render(
      <ListTable
        label="Pharmacy orders, newest first"
        rows={ORDERS}
        rowKey={(o) => o.id}
        columns={COLUMNS}
      />,
    );
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
    render(<ListTable label="Coupons" rows={ORDERS} rowKey={(o) => o.id} columns={COLUMNS} />);
    const region = screen.getByRole('region', { name: 'Coupons' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Coupons' })).toBeInTheDocument();
  });

  it('takes its name from a visible heading when given one, without a second caption', () => {
    render(
      <>
        <h2 id="lab-tests">Tests</h2>
        <ListTable
          label="Tests"
          labelledBy="lab-tests"
          rows={ORDERS}
          rowKey={(o) => o.id}
          columns={COLUMNS}
        />
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
      <ListTable
        label="Items"
        rows={ORDERS}
        rowKey={(o) => o.id}
        columns={COLUMNS}
        footer={
          <tr>
            <th scope="row">Total paid</th>
            <td>₹219.5</td>
          </tr>
        }
      />,
    );
    const foot = screen.getByRole('table').querySelector('tfoot');
    expect(foot).not.toBeNull();
    expect(
      within(foot as HTMLElement).getByRole('rowheader', { name: 'Total paid' }),
    ).toBeInTheDocument();
  });

  it('shows the headings alone for no records', () => {
    render(<ListTable label="Coupons" rows={[]} rowKey={(o: Order) => o.id} columns={COLUMNS} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('cell')).toBeNull();
  });
});
