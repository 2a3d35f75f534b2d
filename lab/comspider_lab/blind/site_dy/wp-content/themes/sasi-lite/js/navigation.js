( function () {
	var nav = document.getElementById( 'site-navigation' );
	if ( ! nav ) { return; }
	nav.classList.add( 'js-ready' );
}() );
