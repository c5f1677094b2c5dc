export const BRAND = "Cortexa AI";
