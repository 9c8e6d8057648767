/** Where the menu's permissions are read, under the first backend prefix (also asked for at start-up). */
export const PERMISSIONS_PATH = '/usuario/modulos-permisos';
