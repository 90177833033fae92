import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { LandingPage } from '../features/landing/landing-page';
import { AboutPage } from '../features/about/about-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { loadCore } from '../lib/core';
import { ToUpload } from '../components/to-upload';
import { analysisMissing } from '../features/analysis/missing';
import { cvMissing } from '../features/cv-preparation/missing';
import { MissingTailorData, storedJob, tailorInputsMissing } from '../features/tailor/missing';
import { readCv } from '../lib/use-cv';

// Each flow's screens and their libraries (pdf.js's wrapper, drag and drop,
// the editors) load when the route is first visited, so the landing page
// fetches only the shell. The routes that run the engine at once start it
// alongside their own code, one round trip before their first render would;
// the upload and CV-text pages, where the visitor types first, start it
// when idle (upload-page.tsx).
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, startsCore: boolean) {
  return lazy(async () => {
    if (startsCore) void loadCore();
    return { default: (await load())[name] };
  });
}

const UploadPage = page(() => import('../features/upload/upload-page'), 'UploadPage', false);
const AnalysisPage = page(() => import('../features/analysis/analysis-page'), 'AnalysisPage', true);
const JobConfirmationPage = page(
  () => import('../features/job-confirmation/job-confirmation-page'),
  'JobConfirmationPage',
  true,
);
const TailorPage = page(() => import('../features/tailor/tailor-page'), 'TailorPage', true);
const CvPreparationPage = page(
  () => import('../features/cv-preparation/cv-preparation-page'),
  'CvPreparationPage',
  true,
);

// Opened without what it needs (a first visit, or after "Clear my data"), a page
// sends the visitor to /upload with its message before its own code loads:
// its code and render were most of what such a visit ran on the main thread.
function guarded(missing: () => string | null, Page: ComponentType) {
  return function Guarded() {
    const message = missing();
    return message ? <ToUpload message={message} /> : <Page />;
  };
}
const AnalysisRoute = guarded(analysisMissing, AnalysisPage);
const CvPreparationRoute = guarded(cvMissing, CvPreparationPage);
// Tailoring without its inputs shows its error screen, drawn without its code.
function TailorRoute() {
  return tailorInputsMissing(readCv(), storedJob()) ? <MissingTailorData /> : <TailorPage />;
}
const PrepareCvPage = page(() => import('../features/cv-preparation/prepare-cv-page'), 'PrepareCvPage', false);

/** App is the router: the only place where the features meet. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LandingPage />} />
          <Route path="upload" element={<UploadPage />} />
          <Route path="analysis" element={<AnalysisRoute />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="job_description_confirmation" element={<JobConfirmationPage />} />
          <Route path="tailor_to_job" element={<TailorRoute />} />
          <Route path="prepare_cv_data" element={<PrepareCvPage />} />
          <Route path="cv_preparation" element={<CvPreparationRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
