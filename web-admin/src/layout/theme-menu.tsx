import type { ThemePreference } from '@reviews/libs/constants';
import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';

import { useThemePreference, writeThemePreference } from './theme-preference';

/** The reader site's theme switch's choices, in its order and words. */
const CHOICES: { value: ThemePreference; label: string; Icon: typeof LightModeIcon }[] = [
  { value: 'light', label: 'Light', Icon: LightModeIcon },
  { value: 'dark', label: 'Dark', Icon: DarkModeIcon },
  { value: 'system', label: 'System', Icon: BrightnessAutoIcon },
];

/** The app bar's theme switch: the same stored choice as the reader site's footer switch. */
export function ThemeMenu() {
  const preference = useThemePreference();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = CHOICES.find((choice) => choice.value === preference) ?? CHOICES[2];
  const choose = (value: ThemePreference) => {
    writeThemePreference(value);
    setAnchor(null);
  };
  return (
    <>
      <Tooltip title="Theme">
        <IconButton
          color="inherit"
          aria-label={`Theme: ${current.label}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <current.Icon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CHOICES.map(({ value, label }) => (
          <MenuItem
            key={value}
            role="menuitemradio"
            aria-checked={value === preference}
            selected={value === preference}
            onClick={() => choose(value)}
          >
            <ListItemIcon>{value === preference && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
