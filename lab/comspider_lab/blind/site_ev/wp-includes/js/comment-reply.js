addComment = {
  moveForm: function (commId, parentId, respondId, postId) {
    var comm = document.getElementById(commId), respond = document.getElementById(respondId),
      cancel = document.getElementById('cancel-comment-reply-link'), parent = document.getElementById('comment_parent');
    if (!comm || !respond || !cancel || !parent) return;
    comm.parentNode.insertBefore(respond, comm.nextSibling);
    parent.value = parentId; cancel.style.display = '';
    cancel.onclick = function () { parent.value = '0'; cancel.style.display = 'none'; return false; };
    return false;
  }
};
