// Interim page (shell commit); the real copy lands in the next commit.
export default function Page() {
  return <h1>Alt Optimizer</h1>;
}
