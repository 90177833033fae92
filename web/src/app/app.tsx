import { lazy, type ComponentType } from 'react';
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
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, startsCore: boolean) {
  return lazy(async () => {
    if (startsCore) void loadCore();
    return { default: (await load())[name] };
  });
}

const loadUpload = () => import('../features/upload/upload-page');
const UploadPage = page(loadUpload, 'UploadPage', true);
// Opened without a CV or a job, the analysis sends the visitor to /upload:
// that page's code loads alongside its own, as for the Formatted CV below.
const AnalysisPage = page(
  () => {
    if (!readCv()?.text.trim() || !readSession('jobDescription')?.trim()) void loadUpload();
    return import('../features/analysis/analysis-page');
  },
  'AnalysisPage',
  true,
);
const JobConfirmationPage = page(
  () => import('../features/job-confirmation/job-confirmation-page'),
  'JobConfirmationPage',
  true,
);
const TailorPage = page(() => import('../features/tailor/tailor-page'), 'TailorPage', true);
// Opened with no CV, the Formatted CV sends the visitor to /upload: that
// page's code loads alongside its own, not one round trip after it.
const CvPreparationPage = page(
  () => {
    if (!readCv()?.text.trim()) void loadUpload();
    return import('../features/cv-preparation/cv-preparation-page');
  },
  'CvPreparationPage',
  true,
);
const PrepareCvPage = page(() => import('../features/cv-preparation/prepare-cv-page'), 'PrepareCvPage', true);

/** App is the router: the only place where the features meet. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LandingPage />} />
          <Route path="upload" element={<UploadPage />} />
          <Route path="analysis" element={<AnalysisPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="job_description_confirmation" element={<JobConfirmationPage />} />
          <Route path="tailor_to_job" element={<TailorPage />} />
          <Route path="prepare_cv_data" element={<PrepareCvPage />} />
          <Route path="cv_preparation" element={<CvPreparationPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
