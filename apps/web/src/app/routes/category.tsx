import { useParams } from 'react-router';
import { CategoryDetails } from '@/features/catalog/components/category-details';

export default function CategoryRoute() {
  const { slug = '' } = useParams();
  return <CategoryDetails slug={slug} />;
}
