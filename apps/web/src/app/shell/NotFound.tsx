import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePageTitle } from '../usePageTitle.ts';

export function NotFound() {
  usePageTitle('Page Not Found');
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>404</Typography>
      <Typography variant="h4" component="h1" gutterBottom>Page Not Found</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has been moved.
      </Typography>
      <Button component={Link} to="/" variant="contained">Go Back Home</Button>
    </Box>
  );
}
