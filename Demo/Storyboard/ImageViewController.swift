import UIKit

/// Seed 002's child: the `imageViewController` scene of Main.storyboard, a photo with a caption.
final class ImageViewController: SeedLoggingViewController {
  @Outlet var imageView: UIImageView!
  @Outlet var captionLabel: UILabel!
}
