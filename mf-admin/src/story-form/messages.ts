// The admin form's messages, in Spanish as SPEC §4, §5 and §8 give them.
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
  conflict:
    'Otra persona guardó este cuento después de que lo abriste. Tus cambios no se guardaron y siguen en el borrador. ' +
    'Puedes cargar su versión (la tuya queda en el borrador) o sobrescribirla con la tuya.',
} as const;
