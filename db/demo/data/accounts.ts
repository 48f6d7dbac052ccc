/** Demo sign-in accounts (phone is the login, stored normalised as +380XXXXXXXXX). */
export const demoAccounts: { phone: string; password: string; name: string }[] = [
  { phone: '+380501234567', password: 'poplavok', name: 'Олександр Коваленко' },
  { phone: '+380671112233', password: 'poplavok', name: 'Ірина Шевчук' },
  { phone: '+380931234500', password: 'wholesale', name: 'Андрій Мельник (оптовий покупець)' },
];
