import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The marketplace's indigo, so staff recognise whose console this is. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#3730a3' }, secondary: { main: '#312e81' } },
};
