import UIKit

/// A zooming UIScrollView: a photo larger than the screen, with scroll indicators. Drag or use
/// the wheel to scroll, Ctrl+wheel to zoom about the pointer, or + and − (the bar's buttons).
final class ZoomingScrollViewController: TourViewController, UIScrollViewDelegate {
  private let scrollView = UIScrollView()
  private let photo = UIImageView(image: UIImage(named: "landscape"))
  private var startedZoomed = false

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Scroll & zoom"
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(title: "Zoom in", input: "+", modifierFlags: .shift) { [unowned self] _ in
        zoom(by: 1.5)
      },
      UIKeyCommand(title: "Zoom in", input: "=") { [unowned self] _ in zoom(by: 1.5) },
      UIKeyCommand(title: "Zoom out", input: "-") { [unowned self] _ in zoom(by: 1 / 1.5) },
    ]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    photo.frame = CGRect(x: 0, y: 0, width: 900, height: 600)
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = photo.frame.size
    scrollView.showsVerticalScrollIndicator = true
    scrollView.showsHorizontalScrollIndicator = true
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    scrollView.delegate = self
    scrollView.addSubview(photo)
    view.addSubview(scrollView)
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "+", primaryAction: UIAction { [unowned self] _ in zoom(by: 1.5) }),
      UIBarButtonItem(
        title: "−", primaryAction: UIAction { [unowned self] _ in zoom(by: 1 / 1.5) }),
    ]
  }

  // The photo starts filling the screen's height, its left part showing.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !startedZoomed, scrollView.bounds.height > 0 else { return }
    startedZoomed = true
    scrollView.zoomScale = scrollView.bounds.height / photo.bounds.height
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    DemoLog.record("zoom \((scrollView.zoomScale * 100).rounded() / 100)")
  }

  private func zoom(by factor: CGFloat) {
    scrollView.setZoomScale(scrollView.zoomScale * factor, animated: true)
  }
}
