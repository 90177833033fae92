import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { LandingPage } from '../features/landing/landing-page';
import { UploadPage } from '../features/upload/upload-page';
import { AnalysisPage } from '../features/analysis/analysis-page';
import { AboutPage } from '../features/about/about-page';
import { JobConfirmationPage } from '../features/job-confirmation/job-confirmation-page';
import { TailorPage } from '../features/tailor/tailor-page';
import { CvPreparationPage } from '../features/cv-preparation/cv-preparation-page';
import { PrepareCvPage } from '../features/cv-preparation/prepare-cv-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

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
