import { useState } from 'react';
import { ContentLayout } from '@/components/layout/content-layout';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-errors';
import { isUploadedImage } from '@oko/shared/images';
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import { useAdminProduct } from '../api/get-admin-product';
import { useProductImage } from '../api/images';
import { ImageField } from './image-field';
import { AddUnitForm } from './add-unit-form';
import { Card, QueryResult } from './admin-ui';
import { linkClass } from './styles';
import { ProductForm } from './product-form';
import { StockChanges } from './stock-changes';
import { UnitQuickEdit } from './unit-quick-edit';
import { unitLabel } from '@oko/shared/units';
import { useBackOffice } from '../hooks/use-back-office';

const backLink = (
  <Link to={paths.admin.products.getHref()} className={`${linkClass} -mt-4 text-sm`}>
    ← All products
  </Link>
);

/** `/admin/products/new`. */
export function NewProduct() {
  return (
    <ContentLayout title="New product">
      {backLink}
      <ProductForm />
    </ContentLayout>
  );
}

/** `/admin/products/{id}`: the product and all its units, hidden ones too. */
export function EditProduct({ productId }: { productId: number | null }) {
  if (productId === null) return <ContentLayout title="Product not found">{backLink}</ContentLayout>;
  return <EditProductOf productId={productId} />;
}

function EditProductOf({ productId }: { productId: number }) {
  const { owner } = useBackOffice();
  const product = useAdminProduct(productId);
  if (product.isError && isNotFound(product.error)) {
    return <ContentLayout title="Product not found">{backLink}</ContentLayout>;
  }
  return (
    <ContentLayout title={product.data?.name ?? 'Product'}>
      {backLink}
      <QueryResult query={product}>
        {(loaded) => (
          <>
            {owner ? (
              <>
                <ProductForm key={loaded.id} product={loaded} />
                <Card title="Photo">
                  <ProductPhoto product={loaded} />
                </Card>
              </>
            ) : (
              // Staff keep the stock; the product's name, photo, prices and units are the owner's (issue 23).
              <p className="text-sm text-stone-600">
                {loaded.category.name}
                {loaded.active ? '' : ' · Hidden'} · You can change the stock; prices, photos and the product
                itself are the owner’s to change.
              </p>
            )}
            <Card title="Sale units">
              <ul className="flex flex-col divide-y divide-stone-100">
                {loaded.product_units.map((unit) => (
                  <li key={unit.id} className="flex flex-col gap-2 py-3">
                    <UnitQuickEdit unit={unit} productName={loaded.name} />
                    <UnitStock unitId={unit.id} label={unitLabel(unit.unit_number, unit.unit)} />
                  </li>
                ))}
              </ul>
            </Card>
            {owner && (
              <Card title="Add a sale unit">
                <AddUnitForm productId={loaded.id} />
              </Card>
            )}
          </>
        )}
      </QueryResult>
    </ContentLayout>
  );
}

function ProductPhoto({ product }: { product: AdminProduct }) {
  const image = useProductImage(product.id);
  return (
    <ImageField
      label="Photo"
      // A hidden product's drawing is not served (its uploaded photo is): none is shown until it is shown again.
      imageUrl={product.active || isUploadedImage(product.image_url) ? product.image_url : undefined}
      alt={`Photo of ${product.name}`}
      onUpload={(file) => image.upload.mutateAsync(file)}
      onRemove={() => image.remove.mutateAsync()}
    />
  );
}

/** A unit's stock changes, folded away; their history is asked for only when opened. */
function UnitStock({ unitId, label }: { unitId: number; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-md bg-stone-50 px-3 py-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium text-stone-800">
        Stock changes of {label}
      </summary>
      {open && (
        <div className="pt-3">
          <StockChanges unitId={unitId} label={label} />
        </div>
      )}
    </details>
  );
}
