import UIKit

/// A numbered tile, as iOS code makes a grid cell: a coloured background and a label.
final class TileCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .center
    label.textColor = .white
    label.font = .preferredFont(forTextStyle: .headline)
    contentView.addSubview(label)
    contentView.layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

/// A section title at the leading edge.
final class TitleView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .title3)
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
    label.textAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }
}
