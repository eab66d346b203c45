import UIKit

// Seed 003's container, as the seed writes it: children stacked top to bottom, each a share of
// the screen's height, added, removed and replaced in the order the seed's steps give.

class CustomContainerViewController: UIViewController {
  func displayContentViewControllers(contents: [UIViewController]) {
    let height = UIScreen.main.bounds.height / CGFloat(contents.count)
    contents.enumerated().forEach {
      //1.
      addChild($0.element)

      //2.
      view.addSubview($0.element.view)

      //3.
      $0.element.view.translatesAutoresizingMaskIntoConstraints = false
      $0.element.view.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
      $0.element.view.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
      $0.element.view.topAnchor.constraint(
        equalTo: view.topAnchor,
        constant: height * CGFloat($0.offset)
      ).isActive = true
      $0.element.view.heightAnchor.constraint(equalToConstant: height).isActive = true

      //4.
      $0.element.didMove(toParent: self)
    }
  }

  func removeContentViewController(content: UIViewController) {
    //1.
    content.willMove(toParent: nil)

    //2.
    content.view.removeConstraints(content.view.constraints)

    //3.
    content.view.removeFromSuperview()

    //4.
    content.removeFromParent()
  }

  func replace(fromContent: UIViewController, toContent: UIViewController) {
    //1.
    fromContent.willMove(toParent: nil)

    //2.
    addChild(toContent)

    //3.
    transition(from: fromContent, to: toContent, duration: 0.25) {
      //do set frame
    } completion: { (_) in
      fromContent.removeFromParent()
      toContent.didMove(toParent: self)
    }
  }
}
