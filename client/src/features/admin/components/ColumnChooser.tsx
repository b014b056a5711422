import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {ORDER_LIST_COLUMNS} from '@karat/shared';
import {useState} from 'react';
import {toggleColumn} from './column-choice';

/** Menu of checkboxes over the configured columns (ORDER_LIST_COLUMNS); every click is saved. */
export function ColumnChooser({columns, onChange}: {columns: string[] | undefined; onChange(columns: string[]): void}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        disabled={!columns}
        onClick={event => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'order-columns-menu' : undefined}
      >
        Columns
      </Button>
      <Menu id="order-columns-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ORDER_LIST_COLUMNS.map(column => {
          const checked = columns?.includes(column.key) ?? false;
          return (
            <MenuItem
              key={column.key}
              role="menuitemcheckbox"
              aria-checked={checked}
              dense
              onClick={() => columns && onChange(toggleColumn(columns, column.key))}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple slotProps={{input: {'aria-hidden': true}}} />
              </ListItemIcon>
              <ListItemText primary={column.label} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
