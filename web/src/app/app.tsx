import { lazy, useState, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { LandingPage } from '../features/landing/landing-page';
import { AboutPage } from '../features/about/about-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { loadCore } from '../lib/core';
import { readSession } from '../lib/storage';
import { readCv } from '../lib/use-cv';

// Each flow's screens and their libraries (pdf.js's wrapper, drag and drop,
// the editors) load when the route is first visited, so the landing page
// fetches only the shell. The routes that run the engine start it alongside
// their own code, one round trip before their first render would.
// preload fetches a page's code ahead: a page whose code is there when it
// mounts renders at once, with no Loading… screen before it.
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, startsCore: boolean) {
  let ready: ComponentType | undefined;
  const preload = async () => {
    if (startsCore) void loadCore();
    ready = (await load())[name];
    return ready;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once per mount: a page shown through Lazy stays so (a switch would remount it).
    const [Shown] = useState(() => ready ?? Lazy);
    return <Shown />;
  }
  return { Page, preload };
}

const upload = page(() => import('../features/upload/upload-page'), 'UploadPage', true);

/**
 * alsoUpload loads a page's code together with /upload's when the page is
 * opened without its data and will send the visitor there, so /upload then
 * renders at once (its own failure is left to its route).
 */
async function alsoUpload<T>(load: Promise<T>, missing: boolean): Promise<T> {
  const [page] = await Promise.all([load, missing ? upload.preload().catch(() => undefined) : undefined]);
  return page;
}

// Opened with no CV or job description, the analysis sends the visitor to
// /upload too.
const analysis = page(
  () =>
    alsoUpload(
      import('../features/analysis/analysis-page'),
      !readCv()?.text.trim() || !readSession('jobDescription')?.trim(),
    ),
  'AnalysisPage',
  true,
);
const jobConfirmation = page(
  () => import('../features/job-confirmation/job-confirmation-page'),
  'JobConfirmationPage',
  true,
);
const tailor = page(() => import('../features/tailor/tailor-page'), 'TailorPage', true);
// Opened with no CV, the Formatted CV sends the visitor to /upload too.
const cvPreparation = page(
  () => alsoUpload(import('../features/cv-preparation/cv-preparation-page'), !readCv()?.text.trim()),
  'CvPreparationPage',
  true,
);
const prepareCv = page(() => import('../features/cv-preparation/prepare-cv-page'), 'PrepareCvPage', true);

const lazyRoutes = {
  upload,
  analysis,
  job_description_confirmation: jobConfirmation,
  tailor_to_job: tailor,
  prepare_cv_data: prepareCv,
  cv_preparation: cvPreparation,
};

/**
 * preloadRoute fetches the code of the page at pathname (the HTML's Link
 * header has usually fetched it already), so the first render shows that
 * page rather than Loading… first. It never rejects: a page whose code
 * cannot load is left to the router's own try.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = Object.entries(lazyRoutes).find(([path]) => pathname.replace(/\/+$/, '') === `/${path}`)?.[1];
  await route?.preload().catch(() => undefined);
}

/** App is the router: the only place where the features meet. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LandingPage />} />
          <Route path="about" element={<AboutPage />} />
          {Object.entries(lazyRoutes).map(([path, { Page }]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
