// For the boot's tests: a remote slot as RemoteSlot builds one (the page waits for it; its content commits inside
// its Suspense boundary), around any component, lazy or not.
import { Suspense, type ComponentType } from 'react';
import { SlotContent, useSlotWaiting } from './page-hydrated';

export function TestSlot({ Content }: { Content: ComponentType }) {
  useSlotWaiting();
  return (
    <Suspense fallback={null}>
      <SlotContent>
        <Content />
      </SlotContent>
    </Suspense>
  );
}
