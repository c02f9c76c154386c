// The layout alone (the provider, the toast area): what the Button page is measured against.
export default function EmptyPage() {
  return <main>Nothing from the package on this page.</main>;
}
