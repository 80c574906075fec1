// The admin form's messages exactly as SPEC §4, §5 and §8 give them (in Spanish, and one in English), whatever
// the interface language; the form's other texts are in its locales.
export const messages = {
  saving: 'Guardando...',
  updating: 'Actualizando...',
  created: (id: string) => `¡Cuento creado con éxito! ID: ${id}`,
  updated: (id: string) => `¡Cuento actualizado con éxito! ID: ${id}`,
  saveFailed: 'Error al guardar el cuento.',
  notFound: 'No se encontró el cuento con el ID proporcionado.',
  loadFailed: 'Error al cargar el cuento para edición.',
  loaded: 'Cuento cargado correctamente para edición.',
  invalidId: 'Valid ID required',
} as const;
