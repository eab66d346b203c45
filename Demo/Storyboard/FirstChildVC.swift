import UIKit

/// Seeds 001 and 002's first child: the `firstChildVC` scene of Main.storyboard, whose views
/// (a stack of labels and controls) all come from the file.
final class FirstChildVC: SeedLoggingViewController {
  @Outlet var titleLabel: UILabel!
  @Outlet var spinner: UIActivityIndicatorView!
  @OutletCollection var controls: [UIControl]

  /// Who embedded this controller, set by `ViewController.prepare(for:sender:)`.
  var embeddingParentName: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    if let embeddingParentName {
      titleLabel.text = "FirstChildVC ← \(embeddingParentName)"
    }
  }

  @IBAction func pageChanged(_ sender: UIPageControl) {
    SeedLog.record("FirstChildVC page \(sender.currentPage)")
  }
  private let pageChangedAction = ActionBinding("pageChanged:", FirstChildVC.pageChanged)
}
