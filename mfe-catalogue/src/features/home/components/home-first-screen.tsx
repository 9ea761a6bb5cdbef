import { useHome } from '../api/get-home';
import { HeaderCarousel } from './header-carousel';
import { HomeLoading } from './home-loading';

/**
 * /home as the server sends it to a signed-in student (issue 9): the server never sees the token,
 * so it shows only what is the same for every student, the header images (the page's largest
 * paint), and the loading page's placeholders for the rest. The app replaces it with the
 * student's own page once that is on screen. The data is a guest's GET /home.
 */
export function HomeFirstScreen() {
  const images = useHome().data?.header_images ?? [];
  return <HomeLoading top={images.length > 0 ? <HeaderCarousel images={images} /> : undefined} />;
}
