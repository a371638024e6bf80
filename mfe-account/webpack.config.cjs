const { createConfig } = require('../tooling/webpack/create-config.cjs');

// Remote 'account': its exposed modules are the pages the shell's route table names ('account/<Module>').
module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  port: 3005,
  title: 'Arbora – Mon compte (autonome)',
  exposes: {
    './LoginPage': './src/pages/login-page.tsx',
    './AccountHomePage': './src/pages/account-home-page.tsx',
    './SignupPage': './src/pages/signup-page.tsx',
    './ActivatePage': './src/pages/activate-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
    './PasswordResetPage': './src/pages/password-reset-page.tsx',
    './PersonalInformationPage': './src/pages/personal-information-page.tsx',
    './OrdersPage': './src/pages/orders-page.tsx',
    './OrderPage': './src/pages/order-page.tsx',
    './ConstructionSitesPage': './src/pages/construction-sites-page.tsx',
    './ConstructionSitePage': './src/pages/construction-site-page.tsx',
  },
});
