import { gridClasses, type GridColDef, type GridColumnHeaderParams, type GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useRef, type DragEvent, type ReactNode } from 'react';

/** The class a header gets while a dragged column would land on it (see the list page's grid styles). */
export const DROP_TARGET_CLASS = 'portal-column-drop-target';

/** The fields with `field` moved to where `target` is (before it when moving left, after it when moving right). */
export function moveField(fields: readonly string[], field: string, target: string): string[] {
  const from = fields.indexOf(field);
  const to = fields.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...fields];
  const next = [...fields];
  next.splice(from, 1);
  next.splice(to, 0, field);
  return next;
}

function headerOf(event: DragEvent): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(`.${gridClasses.columnHeader}[data-field]`) : null;
}

/**
 * Column reordering by dragging a header's title, which the community grid does not offer (its own is a Pro
 * feature). The titles become draggable (see `draggableHeader`) and the grid's container takes the drop;
 * the Columns dialog's Move up / Move down stay the keyboard's way.
 */
export function useHeaderDrag(fields: readonly string[], onOrderChange: (fields: string[]) => void) {
  const dragged = useRef<string | null>(null);
  const marked = useRef<HTMLElement | null>(null);
  const mark = (header: HTMLElement | null) => {
    if (marked.current === header) return;
    marked.current?.classList.remove(DROP_TARGET_CLASS);
    header?.classList.add(DROP_TARGET_CLASS);
    marked.current = header;
  };
  const targetOf = (event: DragEvent): string | null => {
    const field = headerOf(event)?.dataset.field;
    return dragged.current && field && field !== dragged.current && fields.includes(field) ? field : null;
  };

  const containerProps = {
    onDragOver: (event: DragEvent) => {
      const target = targetOf(event);
      mark(target ? headerOf(event) : null);
      if (!target) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      const target = targetOf(event);
      const field = dragged.current;
      mark(null);
      dragged.current = null;
      if (!target || !field) return;
      event.preventDefault();
      onOrderChange(moveField(fields, field, target));
    },
    onDragEnd: () => {
      mark(null);
      dragged.current = null;
    },
  };

  /**
   * The column with a draggable title (the title keeps the grid's own class, so it looks and is found the
   * same). One function for the list's life, so the grid's columns do not change with every render.
   */
  const draggableHeader = useCallback(<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> => {
    const { renderHeader } = column;
    return {
      ...column,
      renderHeader: (params: GridColumnHeaderParams<R>): ReactNode => (
        <span
          className={gridClasses.columnHeaderTitle}
          draggable
          onDragStart={(event) => {
            dragged.current = column.field;
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', column.field);
          }}
          style={{ cursor: 'grab' }}
        >
          {renderHeader ? renderHeader(params) : (column.headerName ?? column.field)}
        </span>
      ),
    };
  }, []);

  return { containerProps, draggableHeader };
}
