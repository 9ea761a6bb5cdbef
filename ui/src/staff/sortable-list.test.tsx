import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './sortable-list';

const grades = [
  { id: 'g1', name: 'الصف الأول' },
  { id: 'g2', name: 'الصف الثاني' },
  { id: 'g3', name: 'الصف الثالث' },
];

// jsdom lays nothing out: each row gets a 40 px tall box by its place in the list, so dnd-kit's
// keyboard coordinates find the next row as they do in a browser.
function layOutRows() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const li = this.closest('li');
    const index = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) : 0;
    const top = index * 40;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 40,
      width: 300,
      height: 40,
      toJSON: () => ({}),
    };
  });
}

describe('SortableList', () => {
  let spy: ReturnType<typeof layOutRows>;
  beforeEach(() => {
    spy = layOutRows();
  });
  afterEach(() => spy.mockRestore());

  function renderList(onReorder = vi.fn()) {
    render(
      <SortableList
        items={grades}
        getId={(g) => g.id}
        getLabel={(g) => g.name}
        label="ترتيب الصفوف"
        onReorder={onReorder}
        renderItem={(g) => <span>{g.name}</span>}
      />,
    );
    return onReorder;
  }

  it('is a named list with one named handle per item', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'ترتيب الصفوف' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'نقل الصف الثاني' })).toBeInTheDocument();
  });

  it('moves an item down by keyboard: Space picks it up, ArrowDown moves it, Space drops it', async () => {
    const user = userEvent.setup();
    const onReorder = renderList();
    const handle = screen.getByRole('button', { name: 'نقل الصف الأول' });
    handle.focus();
    await user.keyboard(' ');
    await act(async () => {});
    await user.keyboard('{ArrowDown}');
    await act(async () => {});
    await user.keyboard(' ');
    await act(async () => {});
    expect(onReorder).toHaveBeenCalledWith(['g2', 'g1', 'g3'], { id: 'g1', from: 0, to: 1 });
  });

  it('changes nothing when the move is cancelled with Escape', async () => {
    const user = userEvent.setup();
    const onReorder = renderList();
    screen.getByRole('button', { name: 'نقل الصف الثالث' }).focus();
    await user.keyboard(' ');
    await act(async () => {});
    await user.keyboard('{ArrowUp}');
    await act(async () => {});
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(onReorder).not.toHaveBeenCalled();
  });
});
